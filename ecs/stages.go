package ecs

// A phase's systems are cut into stages: runs of consecutive systems, in
// the order they were added, in which no two conflict (see [Access]).
// With parallel scheduling on, the systems of a stage run at the same
// time, and the stage ends when the last of them returns: that is the
// sync point where their commands are applied, in the order the systems
// were added, and their times recorded. With it off, every stage is run
// one system after the other, as if each were a stage of its own.
//
// Why the result is the same either way: a system in a stage sees the
// world as every earlier stage left it, exactly as when run in turn, and
// nothing another system of its stage does can reach it, because nothing
// one of them writes is read or written by another. Structural changes
// wait for the sync point in both cases (commands), or make a system run
// apart from every system that touches components (Structural).
//
// The cut is greedy and made once, when the scheduler starts: a system
// joins the stage before it unless it conflicts with a system already in
// it, declared nothing (exclusive), or has a run condition. A condition is
// asked when its system is due and may read anything earlier systems
// wrote, so a conditional system starts a stage of its own making.

// planStages cuts the systems of every phase into stages; accesses[i] is
// the access of system i, nil for one that declared nothing.
func planStages(phases []Phase, conds []bool, accesses []*Access) [][]int {
	var stages [][]int
	var cur []int
	for i, p := range phases {
		if len(cur) > 0 && (phases[cur[0]] != p || !joins(i, cur, conds, accesses)) {
			stages, cur = append(stages, cur), nil
		}
		cur = append(cur, i)
	}
	if len(cur) > 0 {
		stages = append(stages, cur)
	}
	return stages
}

// joins reports whether system i may run beside every system of stage.
func joins(i int, stage []int, conds []bool, accesses []*Access) bool {
	if conds[i] || accesses[i] == nil {
		return false
	}
	for _, j := range stage {
		if accesses[j] == nil || accesses[i].conflicts(accesses[j]) {
			return false
		}
	}
	return true
}
