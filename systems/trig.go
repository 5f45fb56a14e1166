package systems

import "math"

// halfSincos returns sin(x/2) and cos(x/2) in float32 precision: what a
// quaternion needs of an angle x (see eulerQuat), about twice as fast as
// math.Sincos, which works in float64 (BenchmarkSincos compares the two;
// the ratio is in docs/performance.md). Building an instance takes three
// of them per cube and per frame, the largest single cost of the render
// collection.
//
// The angle is brought into [−π, π] and halved; on [−π/2, π/2] short
// Taylor series give sin and cos of the half angle to float32's last bits.
// Only the signs of the results depend on how x was wrapped: a quaternion
// and its negation are the same turn. There is no branch on the value
// (which matters when the angles of consecutive cubes are random), and the
// error stays below 1e-6, a few float32 ulps (see TestSincosAccuracy).
func halfSincos(x float32) (sin, cos float32) {
	const pi, twoPi = math.Pi, 2 * math.Pi
	if x > pi || x < -pi { // rare: Spin keeps angles in range
		x = float32(float64(x) - twoPi*math.Floor(float64(x)/twoPi+0.5))
	}
	h := x * 0.5
	h2 := h * h
	s := h * (1 + h2*(-1.0/6+h2*(1.0/120+h2*(-1.0/5040+h2*(1.0/362880+h2*(-1.0/39916800))))))
	c := 1 + h2*(-1.0/2+h2*(1.0/24+h2*(-1.0/720+h2*(1.0/40320+h2*(-1.0/3628800+h2*(1.0/479001600))))))
	return s, c
}
