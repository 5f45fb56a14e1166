package recording_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/recording"
)

// A File writes its frames to a temporary file beside the target as they
// pass; the target gets its name, whole, at Close.
func TestAFileIsNamedWholeAtClose(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.rec")
	want := sample()
	f := recording.Create(path, want.Header)
	for i := range want.Frames {
		require.NoError(t, f.WriteFrame(&want.Frames[i]))
	}
	assert.NoFileExists(t, path, "no name before Close")
	require.NoError(t, f.Close(""))
	got, err := recording.Load(path)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left")
}

// A File whose directory does not exist says so at Close, naming the
// target.
func TestAFileThatCannotBeWrittenSaysSoAtClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gone", "s.rec")
	f := recording.Create(path, sample().Header)
	f.WriteFrame(&sample().Frames[0])
	assert.EqualError(t, f.Close(""), "open "+path+": no such file or directory")
}
