package e2e

import (
	"bufio"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// displayVars are the variables a GLFW program finds its display through.
var displayVars = []string{"DISPLAY", "WAYLAND_DISPLAY"}

// assertNoDisplayExit checks the contract for "no usable display or GL":
// exit 3, a message naming the cause, and the way out.
func assertNoDisplayExit(t *testing.T, r result, what string, want ...string) {
	t.Helper()
	assert.Equal(t, 3, r.code, "%s: exit code; stderr:\n%s", what, r.stderr)
	for _, w := range want {
		assert.Contains(t, r.stderr, w, what)
	}
	assert.Contains(t, r.stderr, "-headless", "%s: the message offers the window-less mode", what)
	assertNoPanic(t, r, what)
}

func skipWithoutX11(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		t.Skip("there is always a window system on " + runtime.GOOS)
	}
}

func TestNoDisplayExits3(t *testing.T) {
	skipWithoutX11(t)
	r := run(t, envWith(displayVars), "-frames", "1")
	assertNoDisplayExit(t, r, "DISPLAY unset", "DISPLAY is not set", "xvfb-run")

	// A Wayland session without XWayland: Cubefall's GLFW is built for X11.
	r = run(t, envWith(displayVars, "WAYLAND_DISPLAY=wayland-cubefall-none"), "-frames", "1")
	assertNoDisplayExit(t, r, "only WAYLAND_DISPLAY", "DISPLAY is not set", "xvfb-run")
}

func TestDisplayPointingNowhereExits3(t *testing.T) {
	skipWithoutX11(t)
	if _, err := os.Stat("/tmp/.X11-unix/X987"); err == nil {
		t.Skip("display :987 exists on this machine")
	}
	r := run(t, envWith(displayVars, "DISPLAY=:987"), "-frames", "1")
	assertNoDisplayExit(t, r, "DISPLAY=:987", `cannot open display ":987"`, "xvfb-run")
}

// TestNoGL33ContextExits3 asks Mesa to offer no more than OpenGL 2.1, so
// the X server answers but GLX refuses the 3.3 core context Cubefall asks
// for. Other drivers ignore the variable; then the test skips.
func TestNoGL33ContextExits3(t *testing.T) {
	needDisplay(t)
	r := run(t, envWith(nil, "MESA_GL_VERSION_OVERRIDE=2.1"), "-frames", "1")
	if r.code == 0 && !strings.Contains(r.stderr, "Mesa") {
		t.Skipf("the GL driver is not Mesa and ignores MESA_GL_VERSION_OVERRIDE:\n%s", r.stderr)
	}
	assertNoDisplayExit(t, r, "MESA_GL_VERSION_OVERRIDE=2.1", "no OpenGL 3.3 core context")
}

// TestDisplayWithoutGLXExits3 starts an X server of its own without the
// GLX extension: the window system works, OpenGL does not.
func TestDisplayWithoutGLXExits3(t *testing.T) {
	skipWithoutX11(t)
	display := startXvfb(t, "-extension", "GLX")
	r := run(t, envWith(displayVars, "DISPLAY="+display), "-frames", "1")
	assertNoDisplayExit(t, r, "Xvfb -extension GLX", "no OpenGL 3.3 core context", "GLX")
}

// startXvfb starts Xvfb with extra arguments on a free display number and
// returns the display name (":N"); the server is stopped when the test
// ends. It skips the test when Xvfb is not installed.
func startXvfb(t *testing.T, extra ...string) string {
	t.Helper()
	display, _ := startXvfbServer(t, extra...)
	return display
}

// startXvfbServer is startXvfb, also returning the server's process, for
// tests that stop the server while a client runs.
func startXvfbServer(t *testing.T, extra ...string) (string, *exec.Cmd) {
	t.Helper()
	path, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("Xvfb is not installed (Debian: apt-get install xvfb)")
	}
	// -displayfd makes Xvfb pick a free display number and write it to the
	// given file descriptor once it accepts connections; fd 3 is the
	// first of cmd.ExtraFiles.
	pr, pw, err := os.Pipe()
	require.NoError(t, err)
	args := append([]string{"-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "640x480x24"}, extra...)
	cmd := exec.Command(path, args...)
	cmd.ExtraFiles = []*os.File{pw}
	require.NoError(t, cmd.Start())
	pw.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(pr).ReadString('\n')
		number <- strings.TrimSpace(line)
		pr.Close()
	}()
	select {
	case n := <-number:
		require.NotEmpty(t, n, "Xvfb %s did not start", strings.Join(args, " "))
		return ":" + n, cmd
	case <-time.After(30 * time.Second):
		t.Fatalf("Xvfb %s did not report its display within 30 s", strings.Join(args, " "))
		return "", nil
	}
}
