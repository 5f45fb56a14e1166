package systems

import (
	"fmt"
	"testing"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// restOn drops a unit box from just above onto unit boxes standing on the
// ground at the given X and Z, runs three simulated seconds, and returns
// where the upper box ended.
func restOn(t *testing.T, upper mgl32.Vec3, lowers ...[2]float32) mgl32.Vec3 {
	t.Helper()
	cw := newCollisionWorld(t)
	for _, l := range lowers {
		cw.box(mgl32.Vec3{l[0], 0.5, l[1]}, 1, -9.81, 0)
	}
	e := cw.box(upper, 1, -9.81, 0)
	cw.run(3 * 60)
	return cw.pos(e)
}

// A box whose centre hangs beyond the top of the one box it rests on
// slides off it onto the ground; one whose centre lies over the top of
// the box below stays on it, even near the edge, and falls asleep there.
func TestABoxOverAnEdgeSlidesOff(t *testing.T) {
	off := restOn(t, mgl32.Vec3{0.55, 1.55, 0}, [2]float32{0, 0})
	assert.InDelta(t, 0.5, off[1], 0.05, "hanging over the edge, it ends on the ground")
	on := restOn(t, mgl32.Vec3{0.2, 1.55, 0.2}, [2]float32{0, 0})
	assert.InDelta(t, 1.5, on[1], 0.05, "with its centre over the middle, it stays up")
	assert.InDelta(t, 0.2, on[0], 0.05, "and where it landed")
	near := restOn(t, mgl32.Vec3{0.4, 1.55, -0.4}, [2]float32{0, 0})
	assert.InDelta(t, 1.5, near[1], 0.05, "with its centre over the top's outer quarter, it stays up")
	assert.InDelta(t, 0.4, near[0], 0.05, "and where it landed")
}

// A box resting on three boxes, two on one side and one on the other,
// stays where it is: its centre lies between them. Pushed away by each
// box it rests on in turn, it was pushed twice one way and once the
// other, and slid off.
func TestABoxOnSeveralBoxesStays(t *testing.T) {
	p := restOn(t, mgl32.Vec3{0, 1.55, 0}, [2]float32{-0.6, -0.55}, [2]float32{-0.6, 0.55}, [2]float32{0.6, 0})
	assert.InDelta(t, 1.5, p[1], 0.05, "it stays up")
	assert.InDelta(t, 0, p[0], 0.05, "and in place")
	assert.InDelta(t, 0, p[2], 0.05, "and in place")
}

// A box that hangs over the edge of the box it rests on, towards a
// neighbour standing right beside it, leans on that neighbour: neither
// moves, and both fall asleep. Pushed off the edge anyway, it shoved the
// neighbour a little every step until it fell asleep; in a pile, where
// the neighbour leans on the next box and that one on the next, the
// pushes ran along the rows and kept them creeping. Each side is tried,
// with the leaning box made before the neighbour and after it (the two
// come in the pair in either order).
func TestABoxLeaningOnANeighbourStays(t *testing.T) {
	for _, side := range []mgl32.Vec3{{1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, {0, 0, -1}} {
		for _, leaningFirst := range []bool{true, false} {
			t.Run(fmt.Sprintf("towards %v, leaning box first %v", side, leaningFirst), func(t *testing.T) {
				cw := newCollisionWorld(t)
				cw.box(mgl32.Vec3{0, 0.5, 0}, 1, -9.81, 0)
				cw.box(side.Mul(1.3).Add(mgl32.Vec3{0, 0.5, 0}), 1, -9.81, 0)
				start := side.Mul(0.3).Add(mgl32.Vec3{0, 1.55, 0})
				var leaning, neighbour ecs.Entity
				if leaningFirst {
					leaning = cw.box(start, 1, -9.81, 0)
				}
				neighbour = cw.box(side.Mul(1.3).Add(mgl32.Vec3{0, 1.5, 0}), 1, -9.81, 0)
				if !leaningFirst {
					leaning = cw.box(start, 1, -9.81, 0)
				}
				cw.run(3 * 60)
				p, n := cw.pos(leaning), cw.pos(neighbour)
				assert.InDelta(t, 1.5, p[1], 0.05, "it stays up")
				assert.InDelta(t, 0, flat(p.Sub(start)), 0.001, "where it landed")
				assert.InDelta(t, 0, flat(n.Sub(side.Mul(1.3))), 0.001, "and the neighbour is not pushed")
				for _, e := range []ecs.Entity{leaning, neighbour} {
					assert.True(t, ecs.Has[components.Sleeping](cw.w, e), "%v is asleep", e)
				}
			})
		}
	}
}

// flat is the length of v along X and Z.
func flat(v mgl32.Vec3) float32 { return mgl32.Vec2{v[0], v[2]}.Len() }

// A box falling past a box that hangs over an edge does not hold it up:
// it touches that box, side by side, on its way down, but it is not slow,
// so the box goes on sliding off its edge.
func TestABoxFallingPastHoldsNothing(t *testing.T) {
	cw := newCollisionWorld(t)
	cw.box(mgl32.Vec3{0, 0.5, 0}, 1, -9.81, 0)
	hanging := cw.box(mgl32.Vec3{0.55, 1.55, 0}, 1, -9.81, 0)
	cw.run(10) // it has landed, and slides towards +X
	before := cw.pos(hanging)
	cw.box(mgl32.Vec3{before[0] + 0.999, 2.4, 0}, 1, -9.81, 0) // pressing on its side
	cw.run(20)
	assert.Greater(t, cw.pos(hanging)[0]-before[0], float32(0.1), "it went on sliding")
}
