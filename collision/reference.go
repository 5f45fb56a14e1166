package collision

// Reference is the plain collision step that defines what the engine
// computes, and its test oracle on small worlds: every pair of bodies
// tested, O(n²), in the order the bodies were handed in; the solver's
// passes over every contact in that order, on one goroutine; no grid, no
// islands, no quiet pairs skipped, no sleeper grids or height maps. A
// learner reads this first; everything else in the package makes the
// same step fast.
//
// "The same" means this: fed the same awake bodies, sleepers and
// grounds, the engine and the reference list the same contacts, and each
// contact's outcome depends on its two boxes alone; but the engine visits
// the contacts of an island in the grid's order (and a large island block
// by block), where the reference visits them in the order the bodies
// were handed in. A Gauss–Seidel pass depends on that order, by rounding
// and, where several boxes press on one, a little more. So the
// comparison (TestTheEngineMatchesTheReference) steps both from the same
// state, one step at a time, and asks for positions and velocities
// within referenceTolerance of each other, the same sleepers woken, and
// no more than a few bodies of the world on the other side of the sleep
// threshold. The tricks that give the same result only by construction
// (the quiet pairs, the islands' early stop, the height maps, the still
// and fresh grids) are held to exact equality by the engine's own tests
// (any number of workers, a save as a checkpoint).
//
// Step writes the awake bodies' positions, velocities and marks as the
// engine would, marks hit sleepers, and returns how many contacts touched
// in the first pass.
func Reference(awake, sleepers []Body, grounds []Ground) (contacts int) {
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
			t, m := boxContact(&awake[p[0]], &awake[p[1]])
			touching, moved = touching+b2i(t), moved || m
		}
		for _, p := range fixed {
			t, m := boxContact(&awake[p[0]], &sleepers[p[1]])
			touching, moved = touching+b2i(t), moved || m
		}
		if pass == 0 {
			contacts = touching
		}
		if !moved {
			break
		}
	}
	referenceTip(awake, sleepers, pairs, fixed)
	return contacts
}

// referenceTip marks the slow bodies and lets the boxes that hang over an
// edge slide off (see tipOver and tip): every body in a pair is tipped by
// what it rests on.
func referenceTip(awake, sleepers []Body, pairs, fixed [][2]int) {
	supports := make([]support, len(awake))
	paired := make([]bool, len(awake))
	for i := range awake {
		awake[i].mark(bodySlow, awake[i].vel.LenSqr() < sleepSpeed*sleepSpeed)
		supports[i] = noSupport
	}
	for _, p := range pairs {
		tipOver(&awake[p[0]], &awake[p[1]], &supports[p[0]], &supports[p[1]])
		paired[p[0]], paired[p[1]] = true, true
	}
	for _, p := range fixed {
		tipOver(&awake[p[0]], &sleepers[p[1]], &supports[p[0]], nil)
		paired[p[0]] = true
	}
	for i := range awake {
		if paired[i] {
			tip(&awake[i], &supports[i])
		}
	}
}
