package systems

import (
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fallingWorld is a world for the pooled fixed-step systems: falling,
// spinning cubes that cross their floor within a second, and bodies that
// are not cubes (no Interpolated) and drift down through theirs, with a
// pool of workers. There are chunks enough for three workers to share the
// cubes and for two to share the other bodies.
func fallingWorld(workers int) *ecs.World {
	const (
		chunkRows          = 4096 // the most rows of a chunk of ecs's parallel queries
		minChunksPerWorker = 2    // the fewest chunks a worker for the pool to share them
	)
	w := newWorld()
	testworld.UsePool(w, workers)
	r := rand.New(rand.NewPCG(5, 6))
	f := func(lo, hi float32) float32 { return lo + (hi-lo)*r.Float32() }
	for range 3*minChunksPerWorker*chunkRows + 500 {
		e := testworld.Cube(w, mgl32.Vec3{f(-50, 50), f(0, 10), f(-50, 50)}, f(-30, -5))
		ecs.Add(w, e, components.Spin{AngularVelocity: mgl32.Vec3{f(-3, 3), f(-3, 3), f(-3, 3)}})
		ecs.Add(w, e, components.Respawn{Floor: 0, Top: 40})
	}
	ecs.NewBatch3(w, 2*minChunksPerWorker*chunkRows+100, func(_ int, _ ecs.Entity, t *components.Transform, rb *components.RigidBody, rs *components.Respawn) {
		*t = components.NewTransform(mgl32.Vec3{f(-50, 50), f(0, 5), f(-50, 50)})
		rb.Velocity = mgl32.Vec3{f(-1, 1), f(-20, -1), f(-1, 1)}
		*rs = components.Respawn{Floor: 0, Top: 30}
	})
	return w
}

// stepFalling runs Physics, Spin and Respawn for steps fixed steps, as the
// schedule does, and returns the world's hash.
func stepFalling(t *testing.T, w *ecs.World, steps int) uint64 {
	t.Helper()
	ss := fixedStepSystems()
	for _, s := range ss {
		testworld.InitSystem(t, w, s)
	}
	tm := ecs.GetResource[ecs.Time](w)
	for range steps {
		tm.Steps++
		for _, s := range ss {
			s.Update(w)
			w.ApplyCommands()
		}
	}
	return w.Hash()
}

// Physics (with its recording of where each cube was), Spin and Respawn
// share their rows out among the workers; the world after a second of
// falling, spinning and respawning must not depend on how many there are.
func TestFixedStepIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	const steps = 60
	hashes := map[int]uint64{}
	for _, workers := range []int{1, 2, 3} {
		w := fallingWorld(workers)
		hashes[workers] = stepFalling(t, w, steps)
		ecs.GetResource[ecs.Workers](w).Close()
		if workers == 1 {
			requireRespawns(t, w)
		}
	}
	assert.Equal(t, hashes[1], hashes[2], "two workers")
	assert.Equal(t, hashes[1], hashes[3], "three workers")
	w := fallingWorld(1)
	assert.NotEqual(t, hashes[1], stepFalling(t, w, steps+1), "the hash sees one more step")
}

// requireRespawns checks that the run did what it is meant to test: cubes
// and plain bodies were lifted (they stand above where they started), and
// a lifted cube's blend was cut (a teleport).
func requireRespawns(t *testing.T, w *ecs.World) {
	t.Helper()
	var liftedCubes, liftedPlain, moved int
	for _, row := range ecs.NewQuery2[components.Transform, components.Interpolated](w).All() {
		tr, ip := row.Get()
		if tr.Position[1] > 10 {
			liftedCubes++
		}
		if ip.Step != 0 {
			moved++
		}
	}
	for _, row := range ecs.NewQuery1[components.Transform](w, ecs.Without[components.Interpolated]()).All() {
		if row.Position[1] > 5 {
			liftedPlain++
		}
	}
	require.Positive(t, liftedCubes, "some cubes respawned")
	require.Positive(t, liftedPlain, "some plain bodies respawned")
	require.Positive(t, moved, "cubes recorded their places")
}
