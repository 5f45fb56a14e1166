package render

import (
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeTestPNG saves a w×h picture at path with SavePNG.
func writeTestPNG(t *testing.T, path string, w, h int) {
	t.Helper()
	require.NoError(t, SavePNG(path, image.NewRGBA(image.Rect(0, 0, w, h))))
}

// pngSize decodes the PNG at path and returns its size.
func pngSize(t *testing.T, path string) image.Point {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err, "a whole PNG")
	return img.Bounds().Size()
}

// TestSavePNGKeepsTheOldPictureOnFailure fails a save half-way (a 0×0
// image cannot be encoded): the picture that was there survives, where
// writing in place would have truncated it to zero bytes first.
func TestSavePNGKeepsTheOldPictureOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "shot.png")
	writeTestPNG(t, path, 4, 3)
	err := SavePNG(path, image.NewRGBA(image.Rect(0, 0, 0, 0)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "render: save screenshot "+path+": png: invalid format")
	assert.Equal(t, image.Pt(4, 3), pngSize(t, path), "the old picture, whole")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
}

func TestSavePNGReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shot.png")
	writeTestPNG(t, path, 4, 3)
	writeTestPNG(t, path, 2, 5)
	assert.Equal(t, image.Pt(2, 5), pngSize(t, path))
}

func TestSaveNewPNGNeverReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cubefall-20260101-000000.png")
	require.NoError(t, SaveNewPNG(path, image.NewRGBA(image.Rect(0, 0, 4, 3))))
	err := SaveNewPNG(path, image.NewRGBA(image.Rect(0, 0, 2, 5)))
	require.ErrorIs(t, err, fs.ErrExist)
	assert.Equal(t, image.Pt(4, 3), pngSize(t, path), "the first picture stays")
}
