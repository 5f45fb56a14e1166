package app

import (
	"io"
	"log/slog"
	"testing"

	"cubefall/render/frame"

	"github.com/stretchr/testify/assert"
)

// frameLog records what showLoading draws and swaps.
type frameLog struct {
	callLog
	drawn *frame.Frame
}

func (l *frameLog) Draw(f *frame.Frame) { l.drawn = f; l.callLog.Draw(f) }

// A heavy scene gets a picture that says it is loading, drawn and swapped
// onto the screen before the spawn; a light one starts at once.
func TestHeavySceneShowsALoadingPicture(t *testing.T) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	l := &frameLog{}
	assert.False(t, showLoading(l, l, quiet, heavyScene-1, "light"))
	assert.Empty(t, l.calls)

	assert.True(t, showLoading(l, l, quiet, 100_003, "storm"))
	assert.Equal(t, []string{"draw", "swap"}, l.calls, "on the screen at once, not a frame later")
	assert.Equal(t, []string{"loading 100003 cubes", "scene storm"}, l.drawn.Notice.Lines)
	assert.True(t, l.drawn.Notice.Visible())
	assert.Equal(t, frame.Centre, l.drawn.Notice.Place)
	assert.NotZero(t, l.drawn.Clear, "a stage, not a black window")
}
