package recording

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A line over the cap stops the reading with a message, after reading no
// more than the cap: an endless line (a file of no newlines) never fills
// the memory.
func TestALineOverTheCapStopsTheReading(t *testing.T) {
	endless := io.MultiReader(strings.NewReader("cubefall recording 3\n"), neverEnding('x'))
	r := lines{file: "big.rec", src: bufio.NewReaderSize(endless, 16), frame: -1, max: 100}
	line, ok := r.next()
	assert.Equal(t, "cubefall recording 3", line)
	assert.True(t, ok)
	_, ok = r.next()
	assert.False(t, ok)
	assert.EqualError(t, r.err, "big.rec:2: byte 21: the line is longer than 100 bytes (recording.MaxLine), more than the longest line -record writes: this is not a recording Cubefall made")
	assert.LessOrEqual(t, cap(r.buf), 256, "the reading stopped near the cap")
}

// neverEnding is an endless stream of one byte.
type neverEnding byte

// Read fills p with the byte.
func (b neverEnding) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(b)
	}
	return len(p), nil
}

// The line cap follows the longest scene a recording keeps, not the
// longest scene file: reading a hostile file's one line holds at most a
// couple of gigabytes, and every scene text within MaxScene, each byte
// written as six by JSON, still fits a line.
func TestTheLineCapHoldsInMemory(t *testing.T) {
	assert.LessOrEqual(t, MaxLine, 2<<30, "a line the reader may hold in memory")
	assert.GreaterOrEqual(t, MaxLine, 6*MaxScene, "a scene of MaxScene bytes, every byte escaped")
}

// A scene over the cap is refused with its name, its size and the cap.
func TestSceneFitsNamesTheSceneAndTheCap(t *testing.T) {
	assert.NoError(t, SceneFits("small.json", make([]byte, 10), 10))
	assert.EqualError(t, SceneFits("big.json", make([]byte, 11), 10),
		"the scene big.json is 11 bytes, over the 10 a recording keeps (recording.MaxScene): record a smaller scene, such as the one this file was saved from")
}
