package collision

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// A body fits one cache line (see body): a field that grows it past 64
// bytes fails here, and must be weighed against the memory every pass
// moves. (Its fields take all 64 bytes, and every bit of the flags is used.)
func TestABodyIsOneCacheLine(t *testing.T) {
	assert.Equal(t, uintptr(64), unsafe.Sizeof(Body{}))
}

// A body's facts are independent bits: marking one leaves the others.
func TestBodyFlagsAreIndependent(t *testing.T) {
	var b Body
	b.mark(bodyMoves, true)
	b.mark(bodySlow, true)
	b.mark(bodyMoves, false)
	assert.False(t, b.is(bodyMoves))
	assert.True(t, b.is(bodySlow))
	assert.Equal(t, bodyHit, flagIf(bodyHit, true))
	assert.Zero(t, flagIf(bodyHit, false))
}
