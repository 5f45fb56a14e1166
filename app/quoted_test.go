package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestALongArgumentIsQuotedCut: a stray argument of a megabyte is quoted
// by its start, in the message and in its hint, so the line stays short.
func TestALongArgumentIsQuotedCut(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	code, _, errs := runCapture(long)
	assert.Equal(t, exitUsage, code)
	first, _, _ := strings.Cut(errs, "\n")
	start := strings.Repeat("a", 37) + "..."
	assert.Equal(t, `unexpected argument "`+start+`" (flags start with -, e.g. -scene `+start+`)`, first)
}
