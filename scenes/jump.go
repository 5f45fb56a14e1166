package scenes

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
)

// A spawner's random numbers come from one stream, drawn entity after
// entity: that is what makes the same seed give the same world. To share
// the drawing out among workers, each worker must start its piece of the
// entities where the stream would be when the entities before it are
// done. A PCG generator can get there without drawing the numbers in
// between: its state moves by an affine step, state·mul + inc modulo
// 2¹²⁸, and k such steps are one affine step too, whose factor and
// offset take about log₂ k squarings to work out (the method of F. Brown,
// "Random Number Generation with Arbitrary Strides", 1994).

// pcgMul and pcgInc are math/rand/v2's PCG step, state·mul + inc, as
// 128-bit (high, low) pairs. TestJumpedPCGDrawsWhatTheStreamDraws checks
// them against the package: a jump that lands elsewhere than k draws
// would fail it.
var (
	pcgMul = u128{2549297995355413924, 4865540595714422341}
	pcgInc = u128{6364136223846793005, 1442695040888963407}
)

// u128 is an unsigned 128-bit number, high and low halves; arithmetic on
// it wraps modulo 2¹²⁸, as the generator's does.
type u128 struct{ hi, lo uint64 }

func (a u128) mul(b u128) u128 {
	hi, lo := bits.Mul64(a.lo, b.lo)
	return u128{hi + a.hi*b.lo + a.lo*b.hi, lo}
}

func (a u128) add(b u128) u128 {
	lo, c := bits.Add64(a.lo, b.lo, 0)
	hi, _ := bits.Add64(a.hi, b.hi, c)
	return u128{hi, lo}
}

// jumpedPCG returns a copy of p moved on by k draws.
func jumpedPCG(p *rand.PCG, k uint64) *rand.PCG {
	s := pcgState(p)
	mul, inc := pcgMul, pcgInc           // one step
	accMul, accInc := u128{0, 1}, u128{} // no step yet
	for ; k > 0; k >>= 1 {
		if k&1 != 0 { // take the current power of two
			accMul, accInc = accMul.mul(mul), accInc.mul(mul).add(inc)
		}
		inc = mul.add(u128{0, 1}).mul(inc) // two of the current steps
		mul = mul.mul(mul)
	}
	s = accMul.mul(s).add(accInc)
	return rand.NewPCG(s.hi, s.lo)
}

// pcgState reads p's state through its binary form ("pcg:" and the two
// halves, big-endian), the only way the package shows it.
func pcgState(p *rand.PCG) u128 {
	b, _ := p.MarshalBinary() // never fails
	b = b[len(b)-16:]
	return u128{binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:])}
}
