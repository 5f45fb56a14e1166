package app

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A reload during -record of a scene longer than a recording keeps fails
// as the reload of a bad file does, and the frame keeps the error, not
// the text: the recording stays readable, and its replay gives back the
// same failure.
func TestAReloadOverTheSceneCapKeepsTheError(t *testing.T) {
	text, err := os.ReadFile("../scenes/ten-cubes.json")
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "ten.json")
	require.NoError(t, os.WriteFile(path, text, 0o644))

	tp := &tape{maxScene: len(text) - 1}
	sc, err := tp.open(path)
	assert.Nil(t, sc)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "over the")
	assert.Contains(t, err.Error(), "recording.MaxScene")
	require.Len(t, tp.cur.Reloads, 1)
	assert.Equal(t, err.Error(), tp.cur.Reloads[0].Error)
	assert.Empty(t, tp.cur.Reloads[0].Text)

	tp = &tape{maxScene: len(text)}
	sc, err = tp.open(path)
	require.NoError(t, err)
	assert.NotNil(t, sc)
	assert.Equal(t, string(text), tp.cur.Reloads[0].Text)
}
