package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cubefall is the binary under test, built once by TestMain. It is the test
// harness's only package-level state: set before any test runs, read-only
// after.
var cubefall struct {
	path string // the built binary
	err  error  // why the build failed; tests that need the binary fail with it
}

// TestMain builds the binary, runs the tests and removes the binary. A
// failed build does not stop the in-process soak, which needs no binary.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "cubefall-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	cubefall.path, cubefall.err = build(dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// build compiles the cubefall command into dir, from the module root that
// `go env GOMOD` names. The first build compiles GLFW and the GL bindings
// with cgo and takes about a minute; later ones come from the build cache.
func build(dir string) (string, error) {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("e2e: go env GOMOD: %w", err)
	}
	root := filepath.Dir(strings.TrimSpace(string(gomod)))
	bin := filepath.Join(dir, "cubefall")
	cmd := exec.Command("go", "build", "-o", bin, "cubefall")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1") // the binary needs cgo even when these tests do not
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("e2e: go build cubefall in %s: %w\n%s", root, err, out)
	}
	return bin, nil
}

// binaryPath returns the built binary, or fails the test with the reason
// there is none.
func binaryPath(t *testing.T) string {
	t.Helper()
	require.NoError(t, cubefall.err, "the binary under test did not build")
	return cubefall.path
}

// result is what one run of the binary did.
type result struct {
	code   int
	stdout string
	stderr string
}

// runTimeout bounds every run: a hang is a failure, not a stuck test.
const runTimeout = 3 * time.Minute

// run runs the binary with args in the environment env (nil: the test's
// own) and returns its exit code and output.
func run(t *testing.T, env []string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, binaryPath(t), args...)
	cmd.Env = env
	cmd.Dir = t.TempDir() // an F12 or stray file never lands in the source tree
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("cubefall %s: %v", strings.Join(args, " "), err)
	}
	require.NoError(t, ctx.Err(), "cubefall %s did not finish within %v", strings.Join(args, " "), runTimeout)
	return result{code: cmd.ProcessState.ExitCode(), stdout: out.String(), stderr: errs.String()}
}

// assertNoPanic checks that nothing looks like a Go panic or a runtime
// crash: no input, however bad, may produce one.
func assertNoPanic(t *testing.T, r result, what string) {
	t.Helper()
	for _, s := range []string{"panic:", "goroutine ", "fatal error:", "SIGSEGV"} {
		assert.NotContains(t, r.stderr, s, "%s: stderr", what)
		assert.NotContains(t, r.stdout, s, "%s: stdout", what)
	}
}

// envWith returns the test's environment with the named variables removed
// and the given NAME=value pairs added.
func envWith(drop []string, add ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(drop, name) {
			env = append(env, kv)
		}
	}
	return append(env, add...)
}

// needDisplay skips a test that opens a window when there is no X display
// (Cubefall's GLFW is built for X11; a Wayland desktop serves it through
// XWayland, which sets DISPLAY), with the command that provides one. Under
// CI=true it fails instead: CI must really run the GL tests.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") != "" || runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		return
	}
	const hint = "run under xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test ./e2e/..."
	if os.Getenv("CI") == "true" {
		t.Fatalf("this test opens a window and there is no display under CI=true; %s", hint)
	}
	t.Skipf("this test opens a window and there is no display; %s", hint)
}
