package e2e

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSignalEndsACheckAtOnce signals -check while it reads a scene file
// of 150,000 named entities, which takes seconds: the check ends within
// signalLimit, prints no verdict, and exits with 128 plus the signal's
// number, as a shell reports a program the signal killed (never 0, which
// to a script means a valid scene).
func TestSignalEndsACheckAtOnce(t *testing.T) {
	scene := filepath.Join(t.TempDir(), "big.json")
	bigScene(t, scene, 150000)
	for _, s := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGTERM, 143}, {syscall.SIGINT, 130}, {syscall.SIGHUP, 129}} {
		t.Run(s.sig.String(), func(t *testing.T) {
			c := startChild(t, nil, firstLogLine, "-v", "-check", "-scene", scene)
			c.waitStarted(t, startLimit)
			time.Sleep(300 * time.Millisecond) // reading the file
			sent := time.Now()
			require.NoError(t, c.cmd.Process.Signal(s.sig))
			ended := make(chan result, 1)
			go func() { ended <- c.wait(t) }()
			select {
			case r := <-ended:
				t.Logf("ended %.2f s after the signal", time.Since(sent).Seconds())
				assert.Less(t, time.Since(sent), signalLimit)
				assert.Equal(t, s.code, r.code, r.stderr)
				assert.NotContains(t, r.stdout, "ok")
				assert.Contains(t, r.stderr, `msg=stopping cause="interrupted by `+s.sig.String()+`"`)
				assertNoPanic(t, r, "a signal during -check")
			case <-time.After(signalLimit):
				c.cmd.Process.Kill()
				t.Fatalf("-check was still going %v after the signal", signalLimit)
			}
		})
	}
}
