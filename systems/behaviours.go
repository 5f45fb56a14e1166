package systems

import (
	"fmt"
	"sort"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"
)

// behaviourScripts is the registry of behaviour code by name: each entry
// makes a new script for one entity. [components.BehaviourNames] lists
// the same names with the parameters each reads, for scene files;
// TestBehaviourRegistriesAgree keeps the two lists in step.
var behaviourScripts = map[string]func() components.Script{
	"beacon": func() components.Script { return Beacon{} },
	"magnet": func() components.Script { return &Magnet{} },
}

// BehaviourNames returns the names of the shipped behaviours, sorted.
func BehaviourNames() []string {
	names := make([]string, 0, len(behaviourScripts))
	for n := range behaviourScripts {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Behaviours runs the scripts of [components.Behaviour]: it binds each
// entity's script from its name the first time it meets the entity (so a
// scene spawns no Go objects up front) and calls OnCreate, then OnUpdate
// once per fixed step while the behaviour is enabled, with the step's
// length, like the FixedUpdate of Unity's scripts; [Schedule] runs it
// only in the steps that move the world (not while paused, and at the
// time scale's pace). A script that pushes bodies (the magnet) is part
// of the simulation: run per frame with the frame's time, its pull
// would depend on the frame rate and ignore the time scale. OnDestroy is
// guaranteed exactly once per created script: an OnRemove[Behaviour]
// observer calls it when the entity is destroyed or loses its Behaviour
// (which covers a reload, since a reload destroys every entity), and
// Shutdown calls it for the scripts still alive at the end.
//
// A script may touch anything, structural changes included, so this
// system must run alone: it is the one system that no scheduler should
// ever run beside another. It collects the entities first and runs the
// scripts with no query open, so the world is unlocked for them.
type Behaviours struct {
	q        *ecs.Query1[components.Behaviour]
	entities []ecs.Entity // scratch: this step's entities
}

// Init builds the query and registers the observer that calls OnDestroy.
func (b *Behaviours) Init(w *ecs.World) error {
	b.q = ecs.NewQuery1[components.Behaviour](w)
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, bh *components.Behaviour) { destroyScript(w, e, bh) })
	return nil
}

// Update creates the scripts met for the first time and updates every
// enabled one by one step. It stops between two scripts when the run is
// asked to stop ([ecs.Stop]): one script is cheap, but a scene may hold a
// great many, each of which may visit every body (a magnet), so that one
// step can take minutes.
func (b *Behaviours) Update(w *ecs.World) {
	dt := ecs.GetResource[ecs.Time](w).Delta
	stop, _ := ecs.TryResource[ecs.Stop](w)
	b.entities = b.entities[:0]
	for t := range b.q.Tables() {
		b.entities = append(b.entities, t.Entities()...)
	}
	for _, e := range b.entities {
		if stop.Requested() {
			return
		}
		bh, ok := ecs.TryGet[components.Behaviour](w, e) // an earlier script may have destroyed e or taken its Behaviour
		if !ok || bh.Disabled {
			continue
		}
		if bh.Script == nil && !b.create(w, e, bh) {
			continue
		}
		if bh, ok = ecs.TryGet[components.Behaviour](w, e); ok && !bh.Disabled { // OnCreate may have changed it
			bh.Script.OnUpdate(w, e, dt)
		}
	}
}

// create binds e's script from its name and calls OnCreate. An unknown
// name (a scene file is checked, so only code can give one) disables the
// behaviour and says so in the status line.
func (b *Behaviours) create(w *ecs.World, e ecs.Entity, bh *components.Behaviour) bool {
	newScript, ok := behaviourScripts[bh.Name]
	if !ok {
		bh.Disabled = true
		if st, ok := ecs.TryResource[resources.Status](w); ok {
			st.Text, st.Error = fmt.Sprintf("%v: unknown behaviour %q; known: %v", e, bh.Name, BehaviourNames()), true
		}
		return false
	}
	s := newScript()
	bh.Script = s
	s.OnCreate(w, e)
	return true
}

// Shutdown calls OnDestroy for every script still bound, so that a script
// can rely on it at the end of the run as after a destroy.
func (b *Behaviours) Shutdown(w *ecs.World) {
	b.entities = b.entities[:0]
	for t := range b.q.Tables() {
		b.entities = append(b.entities, t.Entities()...)
	}
	for _, e := range b.entities {
		if bh, ok := ecs.TryGet[components.Behaviour](w, e); ok {
			destroyScript(w, e, bh)
		}
	}
}

// destroyScript calls OnDestroy once, if the script was created, and
// unbinds it so that it is never called twice.
func destroyScript(w *ecs.World, e ecs.Entity, bh *components.Behaviour) {
	if s := bh.Script; s != nil {
		bh.Script = nil
		s.OnDestroy(w, e)
	}
}
