package e2e

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
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
