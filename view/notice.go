package view

import (
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"
)

// Notices fills the frame's centred notice ([frame.Frame].Notice):
// the pause menu while it is open, and otherwise, once per run, the start
// hint, a single line near the bottom of the screen that fades in, stays a
// few seconds and fades out, so a new player learns the three keys that
// matter without a box covering the cubes.
type Notices struct {
	menu, hint []string
	hintAge    float64 // seconds of frame time the hint has been up
}

// The start hint's timing, in seconds of frame time.
const (
	hintFadeIn  = 0.5
	hintHold    = 4.0
	hintFadeOut = 1.0
)

// Init builds the menu and hint text from the bindings.
func (o *Notices) Init(w *ecs.World) error {
	keys := ecs.GetResource[resources.Bindings](w)
	o.menu, o.hint = systems.MenuLines(keys), []string{StartHint(keys)}
	return nil
}

// Update shows the menu, or the hint while it lasts. The hint keeps its
// time but stays hidden while the inspector or the help is open: they
// cover the screen, and the hint would sit on top of them.
func (o *Notices) Update(w *ecs.World) {
	f := ecs.GetResource[frame.Frame](w)
	if sim, ok := ecs.TryResource[resources.SimState](w); ok && sim.Menu {
		f.Notice = frame.Notice{Lines: append(f.Notice.Lines[:0], o.menu...), Opacity: 1, Place: frame.Centre}
		return
	}
	o.hintAge += ecs.GetResource[ecs.Time](w).FrameDelta
	if op := hintOpacity(o.hintAge); op > 0 && !inspecting(w) && !helping(w) {
		f.Notice = frame.Notice{Lines: append(f.Notice.Lines[:0], o.hint...), Opacity: op, Place: frame.Bottom}
	}
}

// hintOpacity is the start hint's opacity after age seconds: rising from 0
// to 1, holding, falling back to 0, and 0 for ever after.
func hintOpacity(age float64) float32 {
	switch {
	case age < hintFadeIn:
		return float32(age / hintFadeIn)
	case age < hintFadeIn+hintHold:
		return 1
	case age < hintFadeIn+hintHold+hintFadeOut:
		return float32((hintFadeIn + hintHold + hintFadeOut - age) / hintFadeOut)
	}
	return 0
}

// StartHint is the first-seconds hint: the keys for the gravity swap, the
// gravity gun and the help, taken from the bindings, three spaces apart
// as in the HUD (the HUD's bitmap font has no middle dot).
func StartHint(b *resources.Bindings) string {
	key := func(a resources.Action) string {
		bd, _ := b.Lookup(a)
		return bd.Keys
	}
	return key(resources.ActionSwapGravity) + " swaps gravity   " +
		key(resources.ActionGravityGun) + " toggles one cube   " +
		key(resources.ActionToggleHelp) + " for help"
}

// inspecting reports whether the inspector is open; a world without its
// state has none.
func inspecting(w *ecs.World) bool {
	st, ok := ecs.TryResource[resources.InspectorState](w)
	return ok && st.Open
}

// helping reports whether the help panel is open.
func helping(w *ecs.World) bool {
	v, ok := ecs.TryResource[resources.ViewOptions](w)
	return ok && v.Help
}
