package collision

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/go-gl/mathgl/mgl32"
)

// testWorld steps the engine over plain slices the way the game's collide
// system steps it over the ECS columns: bodies fall under their gravity,
// are handed in (the sleepers when the engine asks), stepped, read back,
// fall asleep when they rested long enough and wake when the engine says.
type testWorld struct {
	en      Engine
	bodies  []testBody
	grounds []Ground
	par     Parallel
	awake   []int // the bodies gathered in the last step, in order
	woken   []ID  // the sleepers the engine woke in the last step
	// before, when set, is called with the step's input (the gathered
	// bodies and the sleepers) just before the engine steps.
	before func(awake, sleepers []Body, sleeperIDs []int)
	// refShapes holds the boxes of the compound sleepers before hands in.
	refShapes Shapes
}

// testBody is one box of a testWorld. Its ID is its index.
type testBody struct {
	pos, vel, half mgl32.Vec3
	m              Material
	g              float32 // gravity along y
	still          float32
	touching       bool
	asleep         bool
	groundOnly     bool
	parts          []Box // a compound body's boxes besides its own (see Box)
}

// testDT is the test world's step, the game's fixed step.
const testDT = float32(1.0 / 60)

// newTestWorld is an empty world over the default ground: 400 units wide
// at height 0, of restitution 0.5 and friction 0.6.
func newTestWorld() *testWorld {
	return &testWorld{grounds: []Ground{{Height: 0, Size: 400, Material: Material{Restitution: 0.5, Friction: 0.6}}}}
}

// box adds an awake cube at p of edge size under gravity g (along y) and
// returns its index.
func (w *testWorld) box(p mgl32.Vec3, size, g, restitution float32) int {
	w.bodies = append(w.bodies, testBody{pos: p, half: mgl32.Vec3{size / 2, size / 2, size / 2}, g: g, m: Material{Restitution: restitution, Friction: 0.5}})
	return len(w.bodies) - 1
}

// rainTestWorld is n cubes of the default scene's recipe falling from up
// to 100 units onto a field whose area grows with n.
func rainTestWorld(n int) *testWorld {
	w := newTestWorld()
	side := float32(100 * math.Sqrt(float64(n)/10_000))
	r := rand.New(rand.NewPCG(42, 1))
	for range n {
		p := mgl32.Vec3{(r.Float32() - 0.5) * side, r.Float32() * 100, (r.Float32() - 0.5) * side}
		w.box(p, 0.5+0.7*r.Float32(), -2-10*r.Float32(), 0.3)
	}
	return w
}

// landingTestWorld is n cubes of the default scene's recipe over its own
// field, whatever n: each anywhere in a column a hundred units high over
// 100 by 100 units, on its ground (1,000 units wide, restitution 0.3,
// friction 0.6). At a hundred thousand cubes this is the default scene
// run with -cubes 100000, the landing the performance page measures.
func landingTestWorld(n int) *testWorld {
	w := newTestWorld()
	w.grounds[0] = Ground{Height: 0, Size: 1000, Material: Material{Restitution: 0.3, Friction: 0.6}}
	r := rand.New(rand.NewPCG(42, 1))
	for range n {
		p := mgl32.Vec3{(r.Float32() - 0.5) * 100, r.Float32() * 100, (r.Float32() - 0.5) * 100}
		w.box(p, 0.5+0.7*r.Float32(), -2-10*r.Float32(), 0.3)
	}
	return w
}

// reloaded is a copy of the world with a new engine, as a world loaded
// from a save has: the engine gathers every sleeper afresh in its first
// step, and goes on exactly as w's would (the checkpoint rule of the
// package doc).
func (w *testWorld) reloaded() *testWorld {
	c := &testWorld{bodies: slices.Clone(w.bodies), grounds: slices.Clone(w.grounds), par: w.par}
	c.en.SleptElsewhere()
	return c
}

// run steps the world n times.
func (w *testWorld) run(n int) {
	for range n {
		w.step()
	}
}

// step moves every awake body by its gravity and steps the engine.
func (w *testWorld) step() {
	w.gatherStep()
	w.en.Step()
	w.scatter()
}

// gatherStep is the part of a step before the engine's: every awake body
// moved by its gravity, the sleepers handed in when the engine asks, and
// the awake bodies gathered.
func (w *testWorld) gatherStep() {
	for i := range w.bodies {
		b := &w.bodies[i]
		if !b.asleep {
			b.vel[1] += b.g * testDT
			b.pos = b.pos.Add(b.vel.Mul(testDT))
		}
	}
	w.en.SetGrounds(w.grounds)
	if w.en.Start(w.par) {
		w.en.BeginSleepers()
		for i, b := range w.bodies {
			if b.asleep && !b.groundOnly {
				w.en.AddCompoundSleeper(ID(i), b.pos, b.half, b.parts, b.m)
			}
		}
		w.en.EndSleepers()
	}
	w.gather()
}

// gather hands the awake bodies to the engine in runs of 512.
func (w *testWorld) gather() {
	w.awake = w.awake[:0]
	for i, b := range w.bodies {
		if !b.asleep {
			w.awake = append(w.awake, i)
		}
	}
	n := len(w.awake)
	runs := (n + 511) / 512
	w.en.Gather(n, runs)
	var in []Body // the step's input, kept only for before
	for k := range runs {
		at := k * 512
		r := w.en.Run(k, at, min(512, n-at))
		for i := range min(512, n-at) {
			b := &w.bodies[w.awake[at+i]]
			nb := NewBody(b.pos, b.vel, b.half, b.m, b.groundOnly, b.touching, testDT)
			r.Put(i, ID(w.awake[at+i]), &nb)
		}
	}
	for gi, i := range w.awake {
		if w.bodies[i].parts != nil {
			w.en.Compound(gi, w.bodies[i].parts)
		}
		if w.before != nil {
			in = append(in, w.en.awake[gi]) // in the gather's order until the step sorts them
		}
	}
	if w.before != nil {
		sleepers, ids := w.sleepers()
		w.before(in, sleepers, ids)
	}
}

// sleepers is every sleeping body as a fixed box, and its index, in
// index order.
func (w *testWorld) sleepers() (out []Body, ids []int) {
	w.refShapes.Reset()
	for i, b := range w.bodies {
		if b.asleep && !b.groundOnly {
			out = append(out, compoundSleeper(&w.refShapes, b.pos, b.half, b.parts, b.m))
			ids = append(ids, i)
		}
	}
	return out, ids
}

// scatter reads the bodies back, puts the rested ones to sleep and wakes
// the sleepers the engine woke.
func (w *testWorld) scatter() {
	var slept []int
	for gi, i := range w.awake {
		b, g := &w.bodies[i], w.en.Gathered(gi)
		b.pos, b.vel, b.touching = w.en.Origin(g), g.Vel(), g.Touching()
		if b.groundOnly {
			continue
		}
		var asleep bool
		if b.still, asleep = Rest(g, b.still, testDT); asleep {
			b.vel = mgl32.Vec3{}
			w.en.FellAsleep(ID(i), g)
			slept = append(slept, i)
		}
	}
	w.woken = w.en.Woken(w.woken[:0])
	for _, id := range w.woken {
		b := &w.bodies[id.Index()]
		if b.asleep {
			b.asleep, b.still = false, 0
			w.en.Woke(id)
		}
	}
	for _, i := range slept {
		w.bodies[i].asleep, w.bodies[i].still = true, 0
	}
}

// maxOverlap is the deepest two boxes of the world overlap, as a share of
// the smaller one's size.
func (w *testWorld) maxOverlap() float32 {
	var worst float32
	for i, a := range w.bodies {
		for _, b := range w.bodies[i+1:] {
			least := float32(math.MaxFloat32)
			for k := range 3 {
				least = min(least, a.half[k]+b.half[k]-abs32(a.pos[k]-b.pos[k]))
			}
			worst = max(worst, least/(2*min(a.half[0], b.half[0])))
		}
	}
	return worst
}

// asleepCount is how many bodies sleep.
func (w *testWorld) asleepCount() int {
	n := 0
	for _, b := range w.bodies {
		if b.asleep {
			n++
		}
	}
	return n
}

// goroutines is a Parallel of n goroutines, one per piece at a time.
type goroutines int

func (g goroutines) Len() int { return int(g) }

func (g goroutines) For(n int, f func(int)) {
	var wg sync.WaitGroup
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	for range min(int(g), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	wg.Wait()
}
