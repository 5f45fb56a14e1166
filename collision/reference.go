package collision

// Reference is the plain collision step that defines what the engine
// computes, and its test oracle on small worlds: every pair of bodies
// tested, O(n²), in the order the bodies are given; the solver's passes
// over every contact in that order, on one goroutine; no grid, no
// islands, no quiet pairs skipped, no sleeper grids or height maps, no
// cap on a body's pairs. A learner reads this first; everything else in
// the package makes the same step fast.
//
// It takes the awake bodies, the sleepers (in the order of their IDs)
// and the grounds; it writes the awake bodies' positions, velocities and
// marks as the engine would, marks the sleepers hit hard enough to wake,
// and returns how many contacts touched in the first pass.
//
// What "the same" means: each contact's outcome depends on its two
// boxes alone, and so does everything the engine skips (a quiet pair,
// an island whose pass changed nothing, a sleeper the height map rules
// out), but a Gauss–Seidel pass depends on the order of its visits. The
// engine visits an island's pairs in the grid's order, body a by body a,
// each a's partners in the grid's order too (see inGridOrder). Given the
// awake bodies in the grid's order (Engine.Place says where each went),
// the reference is the engine bit for bit, except where a body has more
// partners than a grid query answers with (maxNear), which only bodies
// packed far closer than a pile lets them come. That is what
// TestTheEngineMatchesTheReference checks, step by step from the same
// state, on a drop, a stack, a pile, compound bodies among boxes and a
// rain on sleepers.
//
// Compound bodies (see [Box]) keep their boxes in awakeShapes and
// sleeperShapes (nil where there are none): a pair is listed by the box
// around all of a body's boxes, and its contact meets every box of one
// with every box of the other.
func Reference(awake, sleepers []Body, grounds []Ground, awakeShapes, sleeperShapes *Shapes) (contacts int) {
	cs := compounds{moving: awakeShapes, fixed: sleeperShapes}
	var pairs, fixed [][2]int
	for i := range awake {
		a := &awake[i]
		a.changed = 0
		if a.is(bodyGroundOnly) {
			continue
		}
		for j := i + 1; j < len(awake); j++ {
			if !awake[j].is(bodyGroundOnly) && boxesTouch(a, &awake[j]) {
				pairs = append(pairs, [2]int{i, j})
			}
		}
		for j := range sleepers {
			if boxesTouch(a, &sleepers[j]) {
				fixed = append(fixed, [2]int{i, j})
			}
		}
	}
	for pass := range solverIterations {
		moved, touching := false, 0
		for i := range awake {
			for g := range grounds {
				moved = groundContact(&awake[i], &grounds[g]) || moved
			}
		}
		for _, p := range pairs {
			t, m := cs.contact(&awake[p[0]], &awake[p[1]])
			touching, moved = touching+b2i(t), moved || m
		}
		for _, p := range fixed {
			t, m := cs.contact(&awake[p[0]], &sleepers[p[1]])
			touching, moved = touching+b2i(t), moved || m
		}
		if pass == 0 {
			contacts = touching
		}
		if !moved {
			break
		}
	}
	referenceTip(awake, sleepers, pairs, fixed, cs)
	return contacts
}

// referenceTip marks the slow bodies and lets the boxes that hang over an
// edge slide off (see tipOver and tip): every body in a pair is tipped by
// what it rests on.
func referenceTip(awake, sleepers []Body, pairs, fixed [][2]int, cs compounds) {
	supports := make([]support, len(awake))
	paired := make([]bool, len(awake))
	for i := range awake {
		awake[i].mark(bodySlow, awake[i].vel.LenSqr() < sleepSpeed*sleepSpeed)
		supports[i] = noSupport
	}
	for _, p := range pairs {
		cs.tipOver(&awake[p[0]], &awake[p[1]], &supports[p[0]], &supports[p[1]])
		paired[p[0]], paired[p[1]] = true, true
	}
	for _, p := range fixed {
		cs.tipOver(&awake[p[0]], &sleepers[p[1]], &supports[p[0]], nil)
		paired[p[0]] = true
	}
	for i := range awake {
		if paired[i] {
			tip(&awake[i], &supports[i])
		}
	}
}
