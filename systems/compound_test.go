package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newCompoundWorld is a collision world whose children are placed in
// the world every step, as the game's fixed step places them last.
func newCompoundWorld(t *testing.T) *collisionWorld {
	cw := newCollisionWorld(t)
	wt := &WorldTransforms{}
	testworld.InitSystem(t, cw.w, wt)
	cw.systems = append(cw.systems, wt)
	return cw
}

// hangingChild adds to cw a falling unit cube at p with a Collider, and a
// child cube half its size drawn drop units below it; it returns both.
func (cw *collisionWorld) hangingChild(p mgl32.Vec3, drop float32) (root, child ecs.Entity) {
	w := cw.w
	root = cw.box(p, 1, -9.81, 0.3)
	child = w.NewEntity(
		ecs.Box(ecs.ChildOf{Parent: root}),
		ecs.Box(components.Transform{Position: mgl32.Vec3{0, -drop, 0}, Scale: mgl32.Vec3{0.5, 0.5, 0.5}}),
		ecs.Box(components.Mesh{Name: "cube"}),
	)
	return root, child
}

// A root whose child hangs 3 units below it lands on the child: the
// child rests on the ground, the root 3 units above it, and the body
// falls asleep as one.
func TestARootLandsOnTheChildBelowIt(t *testing.T) {
	cw := newCompoundWorld(t)
	w := cw.w
	root, child := cw.hangingChild(mgl32.Vec3{0, 8, 0}, 3)
	cw.run(300)
	assert.InDelta(t, 0.25, WorldPlace(w, child).Position.Y(), 0.01, "the child lies on the ground")
	assert.InDelta(t, 3.25, WorldPlace(w, root).Position.Y(), 0.01, "the root stands 3 units above it")
	assert.True(t, ecs.Has[components.Sleeping](w, root), "the body fell asleep")
}

// A cube dropped onto a sleeping compound body's child stops on it: the
// body meets others through its children's boxes while it sleeps.
func TestACubeLandsOnASleepingChild(t *testing.T) {
	cw := newCompoundWorld(t)
	w := cw.w
	root, child := cw.hangingChild(mgl32.Vec3{0, 3.25, 0}, 3)
	cw.run(60)
	assert.True(t, ecs.Has[components.Sleeping](w, root), "the body sleeps")
	cube := cw.box(mgl32.Vec3{0, 1.5, 0}, 0.4, -9.81, 0.3) // between the child and the root
	cw.run(120)
	assert.InDelta(t, WorldPlace(w, child).Position.Y()+0.25+0.2, ecs.Get[components.Transform](w, cube).Position.Y(), 0.01, "the cube lies on the child")
}

// A compound body recycled from where it slept wakes what lay on its
// child, not only what lay on its root: the cube on the hanging child
// falls once the body is lifted away.
func TestARecycledCompoundBodyWakesWhatLayOnItsChild(t *testing.T) {
	cw := newCompoundWorld(t)
	root, _ := cw.hangingChild(mgl32.Vec3{0, 3.25, 0}, 3)
	ecs.Add(cw.w, root, components.Respawn{Floor: -10, Top: 50, Settled: 2})
	cube := cw.box(mgl32.Vec3{0, 0.7, 0}, 0.4, -9.81, 0.3) // on the child, under the root
	cw.run(90)
	require.True(t, ecs.Has[components.Sleeping](cw.w, cube), "the cube sleeps on the child")
	require.InDelta(t, 0.7, cw.pos(cube)[1], 0.01)
	cw.run(3 * 60)
	assert.Greater(t, cw.pos(root)[1], float32(5), "the body went back up")
	assert.InDelta(t, 0.2, cw.pos(cube)[1], 0.01, "the cube fell to the ground")
}

// A child with a Collider of its own, and nothing drawn, is a box of its
// root's body: loaded from a scene file, the body lands on the child's
// wide, flat box, three units below the root, and the world saves to a
// file that loads again.
func TestAChildsOwnColliderIsABoxOfItsRoot(t *testing.T) {
	sc, err := scenes.Load("testdata/child-collider.json")
	require.NoError(t, err)
	w, s := newScheduled(t)
	spawned, err := sc.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	for range 600 {
		testworld.RunFrame(w, s)
	}
	root, foot := spawned.Named["root"], spawned.Named["foot"]
	assert.InDelta(t, 0.25, WorldPlace(w, foot).Position.Y(), 0.02, "the child's box lies on the ground")
	assert.InDelta(t, 3.25, WorldPlace(w, root).Position.Y(), 0.02, "the root stands on it")
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(t, err)
	_, err = scenes.Parse("saved.json", data)
	require.NoError(t, err, "the save of a child with a Collider does not load")
}
