package view

import (
	"strings"

	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"
)

// Notices fills the frame's centred notice ([frame.Frame].Notice):
// the pause menu while it is open, and otherwise, once per run, the start
// hint, a single line near the bottom of the screen that fades in, stays a
// few seconds and fades out, so a new player learns the keys that matter
// without a box covering the cubes. After a scene is loaded while the
// game runs (a number key, a dropped file, R), the scene's name and
// description take the same place the same way, so a player who switches
// scenes learns what the new one shows.
type Notices struct {
	menu, hint []string
	hintAge    float64 // seconds of frame time the hint has been up
	loaded     *ecs.MessageReader[systems.SceneLoaded]
	started    bool     // the first frame is over: its load is the start's, which the hint covers
	scene      []string // the last loaded scene's name and description, wrapped
	sceneAge   float64  // seconds of frame time the scene's note has been up
}

// The start hint's timing, in seconds of frame time.
const (
	hintFadeIn  = 0.5
	hintHold    = 4.0
	hintFadeOut = 1.0
)

// sceneNoteWidth is the width the scene's description is wrapped to, in
// characters: a comfortable line to read (the renderer breaks it again in
// a window too narrow for it).
const sceneNoteWidth = 72

// Init builds the menu and hint text from the bindings, and the reader of
// the scene loads.
func (o *Notices) Init(w *ecs.World) error {
	keys := ecs.GetResource[resources.Bindings](w)
	o.menu, o.hint = systems.MenuLines(keys), []string{StartHint(keys)}
	systems.AddMessages(w)
	o.loaded = ecs.GetResource[ecs.Messages[systems.SceneLoaded]](w).Reader()
	return nil
}

// readLoads takes the scene loaded last, if one was since the last frame,
// for the scene's note; the load of the first frame is the start's.
func (o *Notices) readLoads() {
	for e := range o.loaded.Read() {
		if !o.started {
			continue
		}
		o.scene = append(o.scene[:0], systems.Printable(e.Name))
		if e.Description != "" {
			o.scene = append(o.scene, Wrap(systems.Printable(e.Description), sceneNoteWidth)...)
		}
		o.sceneAge = 0
	}
	o.started = true
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
	o.readLoads()
	dt := ecs.GetResource[ecs.Time](w).FrameDelta
	o.hintAge += dt
	o.sceneAge += dt
	lines, op := o.hint, hintOpacity(o.hintAge)
	if len(o.scene) > 0 && sceneOpacity(o.sceneAge) > 0 {
		lines, op = o.scene, sceneOpacity(o.sceneAge)
		o.hintAge = max(o.hintAge, hintFadeIn+hintHold+hintFadeOut) // a new scene ends the start hint
	}
	if op > 0 && !inspecting(w) && !helping(w) {
		f.Notice = frame.Notice{Lines: append(f.Notice.Lines[:0], lines...), Opacity: op, Place: frame.Bottom}
	}
}

// hintOpacity is the start hint's opacity after age seconds: rising from 0
// to 1, holding, falling back to 0, and 0 for ever after.
func hintOpacity(age float64) float32 { return fadeOpacity(age, hintHold) }

// sceneNoteHold is how long a loaded scene's note stays at full opacity,
// in seconds: a scene's description is a few lines to read.
const sceneNoteHold = 8.0

// sceneOpacity is the opacity of a loaded scene's note after age seconds.
func sceneOpacity(age float64) float32 { return fadeOpacity(age, sceneNoteHold) }

// fadeOpacity is the opacity after age seconds of a notice that fades in,
// holds for hold seconds and fades out: 0 for ever after.
func fadeOpacity(age, hold float64) float32 {
	switch {
	case age < hintFadeIn:
		return float32(age / hintFadeIn)
	case age < hintFadeIn+hold:
		return 1
	case age < hintFadeIn+hold+hintFadeOut:
		return float32((hintFadeIn + hold + hintFadeOut - age) / hintFadeOut)
	}
	return 0
}

// StartHint is the first-seconds hint: a click to look around, the keys
// that fly (the first key of forward, left, back and right: "WASD"), and
// the keys for the gravity swap, the gravity gun and the help, taken from
// the bindings, three spaces apart as in the HUD (the HUD's bitmap font
// has no middle dot).
func StartHint(b *resources.Bindings) string {
	key := func(a resources.Action) string {
		bd, _ := b.Lookup(a)
		return bd.Keys
	}
	fly := ""
	for _, a := range []resources.Action{resources.ActionForward, resources.ActionLeft, resources.ActionBack, resources.ActionRight} {
		first, _, _ := strings.Cut(key(a), " ")
		fly += first
	}
	return "click to look around   " + fly + " to fly   " +
		key(resources.ActionSwapGravity) + " swaps gravity   " +
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
