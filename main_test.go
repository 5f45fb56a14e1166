package main

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// needDisplay skips a test without an X display, except under CI=true,
// where GL tests must run.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") != "" {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no DISPLAY under CI=true: run the tests under xvfb-run -a")
	}
	t.Skip("needs a display: run under xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test .")
}

// TestBinarySmoke builds the real binary and runs it for 60 frames in a
// window, as a user would, then checks the screenshot it wrote.
func TestBinarySmoke(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "cubefall")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	shot, stats := filepath.Join(dir, "shot.png"), filepath.Join(dir, "stats.json")
	cmd := exec.Command(bin, "-frames", "60", "-width", "320", "-height", "240", "-cubes", "2000",
		"-screenshot", shot, "-stats-json", stats)
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, "cubefall: %s", out)
	assert.NotContains(t, string(out), "panic")

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 320, 240), img.Bounds())
	assert.Greater(t, distinctColours(img), 20, "a picture of lit cubes, not a blank screen")
	_, err = os.Stat(stats)
	assert.NoError(t, err)
}

// distinctColours counts the colours of every third pixel of every third
// row: a few for a blank picture, many for lit cubes.
func distinctColours(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}
