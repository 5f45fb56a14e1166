package scenes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A generator jumped k draws ahead draws what the stream draws after k
// draws; this pins pcgMul and pcgInc to math/rand/v2's generator.
func TestJumpedPCGDrawsWhatTheStreamDraws(t *testing.T) {
	for _, k := range []uint64{0, 1, 2, 3, 10, 1000, 4097 * 10} {
		stream := rand.NewPCG(2024, 7)
		jumped := jumpedPCG(stream, k)
		for range k {
			stream.Uint64()
		}
		for i := range 5 {
			assert.Equal(t, stream.Uint64(), jumped.Uint64(), "jump %d, draw %d", k, i)
		}
	}
}
