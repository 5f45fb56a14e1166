package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// child is the binary running in the background, with its stderr watched
// line by line.
type child struct {
	cmd     *exec.Cmd
	started chan struct{} // closed when the awaited stderr line appears
	stdout  bytes.Buffer
	mu      sync.Mutex
	stderr  bytes.Buffer
	done    chan struct{} // closed when stderr reaches EOF
}

// startChild starts the binary with args and closes started when a line of
// its stderr contains await. It is killed if the test ends first.
func startChild(t *testing.T, env []string, await string, args ...string) *child {
	t.Helper()
	c := &child{cmd: exec.Command(binaryPath(t), args...), started: make(chan struct{}), done: make(chan struct{})}
	c.cmd.Env = env
	c.cmd.Dir = t.TempDir()
	c.cmd.Stdout = &c.stdout
	pipe, err := c.cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, c.cmd.Start())
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			c.cmd.Wait()
		}
	})
	go c.watch(pipe, await)
	return c
}

func (c *child) watch(r io.Reader, await string) {
	defer close(c.done)
	seen := false
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		c.mu.Lock()
		c.stderr.Write(sc.Bytes())
		c.stderr.WriteByte('\n')
		c.mu.Unlock()
		if !seen && strings.Contains(sc.Text(), await) {
			seen = true
			close(c.started)
		}
	}
}

// waitStarted waits for the awaited line, failing the test after limit.
func (c *child) waitStarted(t *testing.T, limit time.Duration) {
	t.Helper()
	select {
	case <-c.started:
	case <-c.done:
		t.Fatalf("the child ended before it started:\n%s", c.errText())
	case <-time.After(limit):
		t.Fatalf("the child did not start within %v:\n%s", limit, c.errText())
	}
}

// wait waits for the child to exit and returns its result.
func (c *child) wait(t *testing.T) result {
	t.Helper()
	<-c.done
	c.cmd.Wait()
	return result{code: c.cmd.ProcessState.ExitCode(), stdout: c.stdout.String(), stderr: c.errText()}
}

func (c *child) errText() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stderr.String()
}

// TestInterruptEndsARunCleanly runs without a frame limit and interrupts:
// Ctrl+C and a service manager's SIGTERM end the run like closing the
// window does, with the statistics written and exit 0.
func TestInterruptEndsARunCleanly(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			c := startChild(t, nil, loopStarts, "-v", "-headless", "-frames", "0", "-stats")
			c.waitStarted(t, time.Minute)
			require.NoError(t, c.cmd.Process.Signal(sig))
			r := c.wait(t)
			assert.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, "frames, 10003 entities")
			assertNoPanic(t, r, sig.String())
		})
	}
}

func TestInterruptEndsAWindowedRunCleanly(t *testing.T) {
	needDisplay(t)
	c := startChild(t, nil, loopStarts, "-v", "-frames", "0", "-stats")
	c.waitStarted(t, time.Minute)
	require.NoError(t, c.cmd.Process.Signal(os.Interrupt))
	r := c.wait(t)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "frames, 10003 entities")
	assertNoPanic(t, r, "windowed SIGINT")
}

// magnetStorm is a scene whose every fixed step takes very long: 30,000
// magnets that are bodies too, each pulling every body in reach, so the
// behaviour system makes 900 million pulls per step. It is valid and
// bounded per magnet; only the count makes the step long (tens of
// seconds on the machine the tests were written on).
const magnetStorm = `{
  "name": "magnet-storm",
  "entities": [
    {"name": "camera", "components": {"Transform": {"position": [0, 28, 70]}, "Camera": {}, "FlyController": {}}}
  ],
  "spawners": [
    {"name": "magnets", "count": 30000, "components": {
      "Transform": {"position": {"min": [-50, 0, -50], "max": [50, 100, 50]}},
      "RigidBody": {},
      "Behaviour": {"name": "magnet", "radius": 1000, "strength": 1}
    }}
  ]
}`

// signalLimit bounds the time from a signal to the end of the process in
// TestSignalEndsALongStepAtOnce. The scheduler stops within about a
// second (docs/reliability.md, "Signals and other endings"); the rest is
// slack for a busy test machine.
const signalLimit = 5 * time.Second

// TestSignalEndsALongStepAtOnce signals a run in the middle of a fixed
// step that takes far longer than signalLimit: the scheduler and the
// behaviour system stop between two scripts, so the run ends in order
// (exit 0, the statistics and the save written) within the limit instead
// of when the step ends.
func TestSignalEndsALongStepAtOnce(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			scene, stats, save := filepath.Join(dir, "storm.json"), filepath.Join(dir, "stats.json"), filepath.Join(dir, "saved.json")
			require.NoError(t, os.WriteFile(scene, []byte(magnetStorm), 0o644))
			c := startChild(t, nil, loopStarts, "-v", "-headless", "-frames", "0", "-scene", scene, "-stats-json", stats, "-save", save)
			c.waitStarted(t, time.Minute)
			time.Sleep(time.Second) // well inside the first step
			sent := time.Now()
			require.NoError(t, c.cmd.Process.Signal(sig))
			ended := make(chan result, 1)
			go func() { ended <- c.wait(t) }()
			select {
			case r := <-ended:
				took := time.Since(sent)
				t.Logf("%v: ended %.2f s after the signal", sig, took.Seconds())
				assert.Less(t, took, signalLimit, "the run did not stop within the limit")
				assert.Equal(t, 0, r.code, r.stderr)
				assert.Contains(t, r.stderr, "msg=stopping")
				assert.FileExists(t, stats)
				assert.FileExists(t, save)
				assertNoPanic(t, r, sig.String())
			case <-time.After(signalLimit):
				c.cmd.Process.Kill()
				t.Fatalf("%v: the run was still going %v after the signal", sig, signalLimit)
			}
		})
	}
}

// bigScene writes a valid scene of n named entities, about 130 bytes
// each, to path: a file that takes seconds to read and check.
func bigScene(t *testing.T, path string, n int) {
	var b bytes.Buffer
	b.WriteString(`{"name": "big", "entities": [{"name": "camera", "components": {"Transform": {}, "Camera": {}}}`)
	for i := range n {
		fmt.Fprintf(&b, `, {"name": "e%d", "components": {"Transform": {"position": [%d, %d, %d]}, "Mesh": {}, "RigidBody": {"velocity": [0, 1, 0]}}}`, i, i%100, i%37, i%91)
	}
	b.WriteString("]}")
	require.NoError(t, os.WriteFile(path, b.Bytes(), 0o644))
}

// TestSignalWhileReadingABigSceneEndsAtOnce signals while a scene file
// of 150,000 named entities is read and checked, which takes several
// seconds: the reading is given up, as a huge spawn is, and the run ends
// in order with the statistics of no frames, within signalLimit.
func TestSignalWhileReadingABigSceneEndsAtOnce(t *testing.T) {
	dir := t.TempDir()
	scene, stats := filepath.Join(dir, "big.json"), filepath.Join(dir, "stats.json")
	bigScene(t, scene, 150000)
	c := startChild(t, nil, firstLogLine, "-v", "-headless", "-frames", "0", "-scene", scene, "-stats-json", stats)
	c.waitStarted(t, time.Minute)
	time.Sleep(300 * time.Millisecond) // reading the file
	sent := time.Now()
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGTERM))
	ended := make(chan result, 1)
	go func() { ended <- c.wait(t) }()
	select {
	case r := <-ended:
		t.Logf("ended %.2f s after the signal", time.Since(sent).Seconds())
		assert.Less(t, time.Since(sent), signalLimit)
		assert.Equal(t, 0, r.code, r.stderr)
		assert.FileExists(t, stats)
		assertNoPanic(t, r, "SIGTERM while reading")
	case <-time.After(signalLimit):
		c.cmd.Process.Kill()
		t.Fatalf("the run was still going %v after the signal", signalLimit)
	}
}
