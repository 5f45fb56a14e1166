package systems

import "math"

// sincos returns sin(x) and cos(x) in float32 precision, about three times
// faster than math.Sincos (~7 ns against ~20 ns per call measured here).
//
// Building a model matrix takes three of them per cube and per frame, so
// this is the largest single cost of the render collection. The angle is
// folded into [-π/2, π/2] (using sin(π−x) = sin x and cos(π−x) = −cos x),
// where short Taylor series are accurate to float32's last bit (the error
// stays below 3e-7 over ±20 rad; see TestSincosAccuracy).
func sincos(x float32) (sin, cos float32) {
	const pi = math.Pi
	if x > pi || x < -pi {
		x = float32(math.Remainder(float64(x), 2*pi)) // rare: Spin keeps angles in range
	}
	sign := float32(1)
	if x > pi/2 {
		x, sign = pi-x, -1
	} else if x < -pi/2 {
		x, sign = -pi-x, -1
	}
	x2 := x * x
	sin = x * (1 + x2*(-1.0/6+x2*(1.0/120+x2*(-1.0/5040+x2*(1.0/362880+x2*(-1.0/39916800))))))
	cos = 1 + x2*(-1.0/2+x2*(1.0/24+x2*(-1.0/720+x2*(1.0/40320+x2*(-1.0/3628800+x2*(1.0/479001600))))))
	return sin, sign * cos
}
