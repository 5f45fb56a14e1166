package systems

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// The time scale's range: from an eighth of real time, slow enough to
// watch one cube fall, to four times real time, which a frame of a
// software renderer can still fill with whole fixed steps.
const (
	MinTimeScale = 1.0 / 8
	MaxTimeScale = 4.0
)

// TimeScale is the [ and ] keys: they halve and double [ecs.Time].Scale
// within [MinTimeScale, MaxTimeScale]. The scheduler multiplies each
// frame's time by it before adding it to the fixed-step accumulator, so
// slow motion runs fewer fixed steps per second, each of them the same
// 1/60 s step as ever: a recorded run replays the same steps at any
// scale. The HUD shows the scale whenever it is not 1.
type TimeScale struct{}

// Update halves or doubles the scale, unless the pause menu has the keys.
func (TimeScale) Update(w *ecs.World) {
	if !NotInMenu(w) {
		return
	}
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	tm := ecs.GetResource[ecs.Time](w)
	if keys.Pressed(in, resources.ActionTimeSlower) {
		tm.Scale = clampScale(tm.Scale / 2)
	}
	if keys.Pressed(in, resources.ActionTimeFaster) {
		tm.Scale = clampScale(tm.Scale * 2)
	}
}

func clampScale(s float64) float64 {
	return min(max(s, MinTimeScale), MaxTimeScale)
}
