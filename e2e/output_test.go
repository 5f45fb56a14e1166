package e2e

import (
	"bufio"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stallEnv is the binary's test-only hook (internal/atomicfile.StallEnv):
// a write to the file of this base name stops half-way, says so on stderr
// and waits to be killed.
const stallEnv = "CUBEFALL_TEST_STALL_WRITE"

// watched is the binary running in dir with its stderr read line by line.
type watched struct {
	cmd   *exec.Cmd
	mu    sync.Mutex
	lines []string
	seen  chan string   // every stderr line, for waitFor
	done  chan struct{} // closed at stderr's EOF
}

// startIn starts the binary in dir with env added to the test's
// environment. It is killed if the test ends first.
func startIn(t *testing.T, dir string, env []string, args ...string) *watched {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), runTimeout)
	w := &watched{cmd: exec.CommandContext(ctx, binaryPath(t), args...), seen: make(chan string, 1024), done: make(chan struct{})}
	w.cmd.Env = append(os.Environ(), env...)
	w.cmd.Dir = dir
	pipe, err := w.cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, w.cmd.Start())
	t.Cleanup(func() {
		cancel()
		w.cmd.Wait()
	})
	go func() {
		defer close(w.done)
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			w.mu.Lock()
			w.lines = append(w.lines, sc.Text())
			w.mu.Unlock()
			select {
			case w.seen <- sc.Text():
			default:
			}
		}
	}()
	return w
}

// waitFor waits until a stderr line contains want, failing the test when
// the binary ends first (or after runTimeout, through the context).
func (w *watched) waitFor(t *testing.T, want string) string {
	t.Helper()
	for {
		select {
		case line := <-w.seen:
			if strings.Contains(line, want) {
				return line
			}
		case <-w.done:
			t.Fatalf("the binary ended before a line with %q; stderr:\n%s", want, w.stderr())
		}
	}
}

func (w *watched) stderr() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return strings.Join(w.lines, "\n")
}

// kill ends the binary with SIGKILL, which no program can catch or clean
// up after: the worst moment a write can be interrupted.
func (w *watched) kill(t *testing.T) {
	t.Helper()
	require.NoError(t, w.cmd.Process.Kill())
	<-w.done
	w.cmd.Wait()
}

// TestKilledWriteKeepsTheOldOutput kills the binary with SIGKILL half-way
// through writing an output (the test-only stall hook holds it there) and
// checks that the previous file is intact: written in place, it would be
// truncated to the half just written.
func TestKilledWriteKeepsTheOldOutput(t *testing.T) {
	cases := []struct {
		name, file string
		display    bool
		args       []string
	}{
		{"-stats-json", "stats.json", false, []string{"-headless", "-frames", "5", "-cubes", "10", "-stats-json", "stats.json"}},
		{"-screenshot", "shot.png", true, []string{"-frames", "5", "-cubes", "10", "-width", "160", "-height", "120", "-screenshot", "shot.png"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.display {
				needDisplay(t)
			}
			dir := t.TempDir()
			old := []byte("the previous good output\n")
			path := filepath.Join(dir, c.file)
			require.NoError(t, os.WriteFile(path, old, 0o644))
			w := startIn(t, dir, []string{stallEnv + "=" + c.file}, c.args...)
			w.waitFor(t, "atomicfile: test stall: "+c.file+" half written")
			w.kill(t)
			got, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(old), string(got), "the old file survives the kill")
		})
	}
}

// TestOutputThatNamesAnInputIsACommandLineError: the built binary refuses
// an output that would overwrite the scene, or two outputs on one file,
// with exit 2, the colliding flags, the usage, and the scene untouched.
func TestOutputThatNamesAnInputIsACommandLineError(t *testing.T) {
	dir := t.TempDir()
	scene := filepath.Join(dir, "mine.json")
	original, err := os.ReadFile(filepath.Join("..", "scenes", "ten-cubes.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(scene, original, 0o644))
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink(scene, link))
	out := filepath.Join(dir, "out")
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"stats-json on the scene", []string{"-headless", "-frames", "1", "-scene", scene, "-stats-json", scene}, "-stats-json " + scene + " is the scene file of -scene " + scene},
		{"stats-json on a link to the scene", []string{"-headless", "-frames", "1", "-scene", scene, "-stats-json", link}, "-stats-json " + link + " is the scene file of -scene " + scene},
		{"screenshot on the scene", []string{"-frames", "1", "-scene", link, "-screenshot", scene}, "-screenshot " + scene + " is the scene file of -scene " + link},
		{"two outputs on one file", []string{"-frames", "1", "-screenshot", out, "-stats-json", out}, "-screenshot " + out + " and -stats-json " + out + " are the same file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := run(t, nil, c.args...)
			assert.Equal(t, 2, r.code, r.stderr)
			assert.Contains(t, r.stderr, c.want)
			assert.Contains(t, r.stderr, usageLine)
			assertNoPanic(t, r, strings.Join(c.args, " "))
			got, err := os.ReadFile(scene)
			require.NoError(t, err)
			assert.Equal(t, string(original), string(got), "the scene file is untouched")
			assert.NoFileExists(t, out)
		})
	}
}

// shotLog matches the log line of a saved F12 screenshot.
var shotLog = regexp.MustCompile(`msg=screenshot path=(\S+)`)

// TestF12NeverOverwritesAFile presses F12 four times in quick succession
// (xdotool, under the test's X display) in a directory that already holds
// files under the names the next seconds' screenshots would take. Every
// press saves a new, whole PNG; none replaces a file.
func TestF12NeverOverwritesAFile(t *testing.T) {
	needDisplay(t)
	xdotool, err := exec.LookPath("xdotool")
	if err != nil {
		t.Skip("needs xdotool to press F12 in the window (Debian: apt-get install xdotool)")
	}
	dir := t.TempDir()
	now := time.Now()
	taken := map[string]bool{}
	for s := range 60 {
		name := "cubefall-" + now.Add(time.Duration(s)*time.Second).Format("20060102-150405") + ".png"
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("someone's file"), 0o644))
		taken[name] = true
	}
	w := startIn(t, dir, nil, "-frames", "100000", "-width", "160", "-height", "120", "-cubes", "10")
	w.waitFor(t, "msg=scene")
	window := awaitWindow(t, xdotool, w.cmd.Process.Pid)
	// One press at a time, each waited for: two presses that reach the
	// window between the same two frames are one key press to the game.
	const presses = 4
	saved := map[string]bool{}
	for range presses {
		out, err := exec.Command(xdotool, "key", "--window", window, "F12").CombinedOutput()
		require.NoError(t, err, "xdotool: %s", out)
		m := shotLog.FindStringSubmatch(w.waitFor(t, "msg=screenshot"))
		require.NotNil(t, m)
		saved[m[1]] = true
	}
	require.Len(t, saved, presses, "every press saved a picture under a new name")
	w.kill(t)
	for name := range saved {
		assert.False(t, taken[name], "%s was already there", name)
		f, err := os.Open(filepath.Join(dir, name))
		require.NoError(t, err)
		_, err = png.Decode(f)
		f.Close()
		assert.NoError(t, err, "%s is a whole PNG", name)
	}
	for name := range taken {
		got, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Equal(t, "someone's file", string(got), "%s is untouched", name)
	}
}

// TestScreenshotDirectoryVanishingMidRun removes the -screenshot file's
// directory while the window runs. The write at exit fails with exit 1 and
// a message naming the path, not a panic and not a silent success. An F12
// press (through xdotool) shows that the frame loop is running before the
// directory goes: a signal before the first frame would end the run
// without any screenshot to write.
func TestScreenshotDirectoryVanishingMidRun(t *testing.T) {
	needDisplay(t)
	xdotool, err := exec.LookPath("xdotool")
	if err != nil {
		t.Skip("needs xdotool to press F12 in the window (Debian: apt-get install xdotool)")
	}
	dir := filepath.Join(t.TempDir(), "shots")
	require.NoError(t, os.Mkdir(dir, 0o755))
	shot := filepath.Join(dir, "shot.png")
	w := startIn(t, t.TempDir(), nil, "-frames", "100000", "-width", "160", "-height", "120", "-cubes", "10", "-screenshot", shot)
	w.waitFor(t, "msg=scene")
	out, err := exec.Command(xdotool, "key", "--window", awaitWindow(t, xdotool, w.cmd.Process.Pid), "F12").CombinedOutput()
	require.NoError(t, err, "xdotool: %s", out)
	w.waitFor(t, "msg=screenshot")
	require.NoError(t, os.RemoveAll(dir))
	require.NoError(t, w.cmd.Process.Signal(os.Interrupt))
	<-w.done
	w.cmd.Wait()
	assert.Equal(t, 1, w.cmd.ProcessState.ExitCode(), w.stderr())
	assert.Contains(t, w.stderr(), "cubefall: render: save screenshot: open "+shot+": no such file or directory")
	assertNoPanic(t, result{stderr: w.stderr()}, "-screenshot in a vanished directory")
}
