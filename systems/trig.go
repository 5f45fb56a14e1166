package systems

import "math"

// Sines and cosines for the render collection, which needs three of each
// per cube and per frame: the half angles of a cube's Euler angles, from
// which eulerQuat builds the quaternion its instance carries. They are the
// largest single cost of the collection, so they are written for speed.
//
// An angle is brought into [−π, π] (a branch almost never taken: Spin
// keeps angles in range) and halved; on [−π/2, π/2] two short polynomials
// in h² give sin h and cos h. Their coefficients were fitted to sin h / h
// and cos h by least squares at Chebyshev nodes (close to the best
// possible polynomial of their degree), and the error stays below 1e-6, a
// few float32 ulps (see TestSincosAccuracy).
//
// A polynomial is usually evaluated in Horner's form, a(u) = c0 + u·(c1 +
// u·(c2 + ...)): fewest operations, but each waits for the one before.
// Estrin's form, (c0 + c1·u) + u²·(c2 + c3·u) + u⁴·(...), does the pairs
// side by side, so the processor works on several at once, and the three
// angles of a cube are inlined next to each other for the same reason.
// BenchmarkSincos compares halfSincos with math.Sincos, which works in
// float64 (the ratio is in docs/performance.md).

// halfSincos returns sin(x/2) and cos(x/2) in float32 precision. Only the
// signs of the results depend on how x was wrapped: a quaternion and its
// negation are the same turn.
func halfSincos(x float32) (sin, cos float32) {
	h := turnIntoRange(x) * 0.5
	u := h * h
	return sinPoly(h, u), cosPoly(u)
}

// turnIntoRange returns x moved by whole turns into [−π, π].
func turnIntoRange(x float32) float32 {
	if x > math.Pi || x < -math.Pi {
		return turnIntoRangeFar(x)
	}
	return x
}

// turnIntoRangeFar is the rare half of turnIntoRange, kept out of line so that the
// common half is small enough to be inlined.
func turnIntoRangeFar(x float32) float32 {
	const twoPi = 2 * math.Pi
	return float32(float64(x) - twoPi*math.Floor(float64(x)/twoPi+0.5))
}

// sinPoly is sin h for h in [−π/2, π/2], given u = h².
func sinPoly(h, u float32) float32 {
	u2 := u * u
	return h * ((0.9999999980636115 - 0.16666659720480953*u) +
		u2*(0.008333079843016402-0.00019810750671618815*u) +
		u2*u2*2.608391896205341e-06)
}

// cosPoly is cos h for h in [−π/2, π/2], given u = h².
func cosPoly(u float32) float32 {
	u2 := u * u
	return (0.9999999999061203 - 0.4999999950563568*u) +
		u2*(0.04166664016032594-0.0013888400901193685*u) +
		u2*u2*(2.4761857827791272e-05-2.607754621955682e-07*u)
}
