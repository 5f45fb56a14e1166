package view

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
)

// Shadows gives every colliding cube near the ground a blob shadow: a
// soft dark disc on the ground under it, smaller and darker the closer the
// cube is, gone from shadowReach units up. It is the cheapest cue a viewer
// has for how high a cube is and whether it has landed; a real shadow map
// would draw the scene a second time from the sun. It runs in the Render
// phase after Collect and writes [frame.Frame].Shadows; its time is its own
// line in the HUD's system list, and the renderer draws all discs with one
// instanced call.
//
// The cubes are cut into runs of at most shadowRunRows rows, which the
// worker pool shares out; each run lists its discs in a slice of its own,
// and the runs are joined in table order, so the frame is the same with
// any number of workers (TestShadowsAreTheSameWithAnyNumberOfWorkers
// holds it to one plain loop over the tables). Sharing them out serves
// the windowed default scene's bar with collisions (at least 0.85 of its
// bare draw, docs/performance.md), whose every cube may cast a shadow.
//
// A sleeping cube does not move until something wakes it, which takes its
// Sleeping tag away, so the sleepers' discs are kept from frame to frame
// and cast again only when the set of sleepers may have changed: a cube
// fell asleep (an [ecs.Added] filter on Sleeping), their number changed
// (one woke), or the ground did. Most cubes of a settled pile sleep, so a
// frame then casts only the awake cubes' discs (docs/performance.md,
// ShadowsSettled).
type Shadows struct {
	awake    *ecs.Query2[components.Transform, components.Collider]
	asleep   *ecs.Query2[components.Transform, components.Collider]
	fell     *ecs.Query1[components.Sleeping] // cubes that fell asleep since the last frame
	grounds  *ecs.Query1[components.Ground]
	runs     []shadowRun
	ground   components.Ground
	runOf    func(int)      // shadowsOf, made once
	sleeping []frame.Shadow // the sleepers' discs, kept while no cube falls asleep or wakes
	sleepers int            // how many sleepers cast them (-1: none cast yet)
}

// shadowRun is one run of rows and the discs it casts.
type shadowRun struct {
	ts     []components.Transform
	cs     []components.Collider
	discs  []frame.Shadow
	asleep bool // the rows are sleepers, whose discs are kept
}

// shadowReach is how high above the ground a cube still casts a shadow.
const shadowReach = 6

// shadowRunRows is the most rows of a run: few enough for the runs to
// share out evenly among the workers, many enough that handing one out
// costs next to nothing beside it.
const shadowRunRows = 512

// Init builds the queries. They only read: their loops mark nothing
// changed ([ecs.ReadOnly]).
func (s *Shadows) Init(w *ecs.World) error {
	cube, sleeping := ecs.With[components.Cube](), ecs.With[components.Sleeping]()
	read := []ecs.Filter{ecs.ReadOnly[components.Transform](), ecs.ReadOnly[components.Collider]()}
	s.awake = ecs.NewQuery2[components.Transform, components.Collider](w, append(read, cube, ecs.Without[components.Sleeping]())...)
	s.asleep = ecs.NewQuery2[components.Transform, components.Collider](w, append(read, cube, sleeping)...)
	s.fell = ecs.NewQuery1[components.Sleeping](w, cube, ecs.Added[components.Sleeping](), ecs.ReadOnly[components.Sleeping]())
	s.grounds = ecs.NewQuery1[components.Ground](w, ecs.ReadOnly[components.Ground]())
	s.sleepers = -1
	return nil
}

// Update writes a shadow for each cube over the first ground: the awake
// cubes' discs, then the sleepers'.
func (s *Shadows) Update(w *ecs.World) {
	f := ecs.GetResource[frame.Frame](w)
	var ground *components.Ground
	for _, g := range s.grounds.All() {
		ground = g
		break
	}
	if ground == nil {
		return
	}
	recast := s.sleepersChanged(*ground)
	s.ground, s.runs = *ground, s.runs[:0]
	s.addRuns(s.awake, false)
	if recast {
		s.addRuns(s.asleep, true)
		s.sleeping = s.sleeping[:0]
	}
	if s.runOf == nil {
		s.runOf = s.shadowsOf
	}
	workers(w).For(len(s.runs), s.runOf)
	for k := range s.runs {
		r := &s.runs[k]
		if r.asleep {
			s.sleeping = append(s.sleeping, r.discs...)
		} else {
			f.Shadows = append(f.Shadows, r.discs...)
		}
		r.ts, r.cs = nil, nil // let go of the tables' columns
	}
	f.Shadows = append(f.Shadows, s.sleeping...)
}

// sleepersChanged reports whether the sleepers' discs must be cast again:
// a cube fell asleep or woke since the last frame, or the ground changed.
func (s *Shadows) sleepersChanged(ground components.Ground) bool {
	fell := false
	for range s.fell.Tables() { // the loop moves the filter on, so it runs even when n differs
		fell = true
		break
	}
	n := s.asleep.Count()
	changed := fell || n != s.sleepers || ground != s.ground
	s.sleepers = n
	return changed
}

// addRuns cuts the rows of q into runs; asleep says they are sleepers.
func (s *Shadows) addRuns(q *ecs.Query2[components.Transform, components.Collider], asleep bool) {
	for t := range q.Tables() {
		ts, cs := t.Columns()
		for lo := 0; lo < len(ts); lo += shadowRunRows {
			hi := min(lo+shadowRunRows, len(ts))
			r := s.nextRun() // keeps the run's discs' storage
			r.ts, r.cs, r.asleep = ts[lo:hi], cs[lo:hi], asleep
		}
	}
}

// nextRun lengthens the list of runs by one and returns the new run,
// reusing the storage of a run of an earlier frame where there is one.
func (s *Shadows) nextRun() *shadowRun {
	if len(s.runs) < cap(s.runs) {
		s.runs = s.runs[:len(s.runs)+1]
	} else {
		s.runs = append(s.runs, shadowRun{})
	}
	return &s.runs[len(s.runs)-1]
}

// shadowsOf lists the discs of run k.
func (s *Shadows) shadowsOf(k int) {
	r := &s.runs[k]
	r.discs = appendShadows(r.discs[:0], r.ts, r.cs, &s.ground)
}

// appendShadows adds the shadows of one table's bodies.
func appendShadows(out []frame.Shadow, ts []components.Transform, cs []components.Collider, g *components.Ground) []frame.Shadow {
	half := g.Size / 2
	cs = cs[:len(ts)]
	for i := range ts {
		p := &ts[i].Position
		hx, hy := cs[i].HalfExtents[0]*ts[i].Scale[0], cs[i].HalfExtents[1]*ts[i].Scale[1]
		h := p[1] - hy - g.Height
		if h > shadowReach || h < -hy || abs32(p[0]) > half || abs32(p[2]) > half {
			continue
		}
		near := 1 - max(h, 0)/shadowReach
		out = append(out, frame.Shadow{
			Position: [3]float32{p[0], g.Height, p[2]},
			Radius:   hx * (2.4 - near*0.6),
			Darkness: 0.6 * near,
		})
	}
	return out
}

// Queries lists the blob shadows' queries, for the inspector's Systems
// panel.
func (s *Shadows) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{s.awake.Info(), s.asleep.Info(), s.fell.Info(), s.grounds.Info()}
}
