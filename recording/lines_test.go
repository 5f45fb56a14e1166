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
