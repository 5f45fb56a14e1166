package collision

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hanging adds a compound body to w: a unit cube at p with a small box
// hanging drop units below it, and returns its index.
func (w *testWorld) hanging(p mgl32.Vec3, drop float32) int {
	i := w.box(p, 1, -9.81, 0.3)
	w.bodies[i].parts = []Box{{Offset: mgl32.Vec3{0, -drop, 0}, Half: mgl32.Vec3{0.25, 0.25, 0.25}}}
	return i
}

// A body whose box hangs 3 units below its origin lands on that box: it
// rests with the hanging box on the ground and its own box 3 units up,
// and falls asleep there.
func TestACompoundBodyRestsOnItsLowestBox(t *testing.T) {
	w := newTestWorld()
	i := w.hanging(mgl32.Vec3{0, 6, 0}, 3)
	w.run(300)
	b := w.bodies[i]
	assert.InDelta(t, 3.25, b.pos[1], 0.01, "the origin 3 units above the hanging box, which lies on the ground")
	assert.True(t, b.asleep, "it came to rest")
}

// Compound bodies meet other bodies through every box: a cube dropped
// onto the hanging box of a compound body asleep on the ground stops on
// it, and a compound body dropped onto a sleeping cube lands on it with
// its hanging box.
func TestACompoundBodyMeetsOthersThroughEveryBox(t *testing.T) {
	w := newTestWorld()
	base := w.hanging(mgl32.Vec3{0, 3.25, 0}, 3)
	w.bodies[base].asleep = true
	w.en.SleptElsewhere()
	cube := w.box(mgl32.Vec3{2, 5, 0}, 1, -9.81, 0.3) // beside the base's own box, over nothing of it
	onHanging := w.box(mgl32.Vec3{0, 2, 0}, 0.5, -9.81, 0.3)
	w.run(240)
	assert.InDelta(t, 0.5, w.bodies[cube].pos[1], 0.01, "the cube beside it lands on the ground")
	assert.InDelta(t, 0.75, w.bodies[onHanging].pos[1], 0.01, "the small cube lies on the hanging box")

	w = newTestWorld()
	sleeper := w.box(mgl32.Vec3{0, 0.5, 0}, 1, -9.81, 0.3)
	w.bodies[sleeper].asleep = true
	w.en.SleptElsewhere()
	top := w.hanging(mgl32.Vec3{0, 8, 0}, 3)
	w.run(300)
	assert.InDelta(t, 4.25, w.bodies[top].pos[1], 0.01, "its hanging box rests on the cube")
}

// A world with compound bodies asleep and awake, handed to a new engine,
// goes on exactly as the world whose engine kept them: the sleepers'
// boxes are gathered afresh as they were kept.
func TestAReloadedCompoundWorldGoesOnTheSame(t *testing.T) {
	w := newTestWorld()
	for i := range 30 {
		w.hanging(mgl32.Vec3{float32(i%5) * 1.2, 4 + 2*float32(i), float32(i/5) * 0.9}, 1+float32(i%3))
	}
	for i := range 60 {
		w.box(mgl32.Vec3{float32(i%6) - 3, 30 + float32(i), float32(i/6) * 0.5}, 0.8, -9.81, 0.3)
	}
	w.run(200)
	require.NotZero(t, w.asleepCount(), "some have fallen asleep by now")
	c := w.reloaded()
	for step := range 200 {
		w.step()
		c.step()
		require.Equal(t, w.bodies, c.bodies, "step %d after the reload", step+1)
	}
}

// A compound sleeper is named by its origin, where it was handed in, not
// by the centre of the box around its boxes.
func TestACompoundSleeperIsNamedByItsOrigin(t *testing.T) {
	w := newTestWorld()
	i := w.hanging(mgl32.Vec3{0, 6, 0}, 3)
	w.run(300)
	require.True(t, w.bodies[i].asleep)
	require.Equal(t, 1, w.en.Sleepers())
	_, pos, _, _ := w.en.Sleeper(0)
	assert.InDelta(t, w.bodies[i].pos[1], pos[1], 1e-5)
}
