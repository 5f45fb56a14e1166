package systems

import (
	"fmt"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"
)

// SceneRef is the resource that names the running scene and the command
// line's overrides, so that a reload rebuilds the same setup. the app adds it
// after loading the scene.
type SceneRef struct {
	Scene     *scenes.Scene
	Overrides scenes.Overrides
	// Named holds the named entities of the last spawn, by name, so that
	// a save (F6, -save) keeps their names and the HUD and the inspector
	// show them. Nil before the first spawn. Replace it with SetNamed,
	// which forgets the lookup [SceneRef.NameOf] built from the old one.
	Named map[string]ecs.Entity
	// Open, when set, reads the scene a reload loads instead of
	// scenes.Open: a recording keeps the text each reload read, and a
	// replay gives it back, so a replay never depends on what is on disk.
	Open func(source string) (*scenes.Scene, error)

	byEntity map[ecs.Entity]string // Named turned round, built on first use
}

// SetNamed replaces the named entities.
func (r *SceneRef) SetNamed(named map[string]ecs.Entity) {
	r.Named, r.byEntity = named, nil
}

// NameOf returns the name the scene gave e, if it named it.
func (r *SceneRef) NameOf(e ecs.Entity) (string, bool) {
	if r.byEntity == nil && len(r.Named) > 0 {
		r.byEntity = make(map[ecs.Entity]string, len(r.Named))
		for name, n := range r.Named {
			r.byEntity[n] = name
		}
	}
	name, ok := r.byEntity[e]
	return name, ok
}

// Label is e as the HUD, the inspector and the events show it: its
// handle, after its name when the scene named it, "camera Entity(0v1)".
func Label(w *ecs.World, e ecs.Entity) string {
	if ref, ok := ecs.TryResource[SceneRef](w); ok {
		if name, ok := ref.NameOf(e); ok {
			return Printable(name) + " " + e.String()
		}
	}
	return e.String()
}

// SaveInfo returns what a save of the running scene keeps besides the
// entities: the scene's name, description and seed (-seed applied), and
// the names of its named entities.
func (r *SceneRef) SaveInfo() scenes.SaveInfo {
	info := scenes.SaveInfo{Names: make(map[ecs.Entity]string, len(r.Named))}
	if r.Scene != nil {
		info.Name, info.Description, info.Seed = r.Scene.Name, r.Scene.Description, r.Scene.Seed
	}
	if r.Overrides.Seed != nil {
		info.Seed = *r.Overrides.Seed
	}
	for name, e := range r.Named {
		info.Names[e] = name
	}
	return info
}

// Reload is the R key: it reads the scene again from where it came from
// (a file on disk, or the copy embedded in the binary), checks it
// completely (the file, then the command line's overrides against it),
// and only if all of that succeeds replaces the world's entities with the
// new ones. A scene file with a mistake in it leaves the running world
// untouched and puts the whole error text in the Status resource, which
// the HUD shows, so a learner can edit a scene file and press R until it
// works. Reading never blocks: scenes.Open reads only regular files.
type Reload struct{}

// reloadedFor is how long the HUD shows "reloaded" after a good reload.
const reloadedFor = 3 // seconds

// Update reloads when the player presses the reload action.
func (Reload) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	ref, ok := ecs.TryResource[SceneRef](w)
	if !ok || ref.Scene == nil || !keys.Pressed(in, resources.ActionReload) {
		return
	}
	switchScene(w, ref.Scene.Source, "reload failed", "reloaded")
}

// switchScene opens the scene source names (a shipped name or a path) and,
// if it opens and passes the check, replaces the world's entities with it
// and says done in the HUD. On any error it leaves the running world
// untouched and puts failed and the whole error text in the Status, which
// the HUD shows and the app logs. R, the number keys and a dropped file all
// load through it, so they fail the same way.
func switchScene(w *ecs.World, source, failed, done string) {
	ref, ok := ecs.TryResource[SceneRef](w)
	if !ok {
		return
	}
	status := ecs.GetResource[resources.Status](w)
	open := scenes.Open
	if ref.Open != nil {
		open = ref.Open
	}
	next, err := open(source)
	if err == nil {
		err = respawn(w, next, ref)
	}
	if err != nil {
		*status = resources.Status{Text: failed + ", still running the old scene:\n" + err.Error(), Error: true}
		send(w, ReloadFailed{Err: firstLine(err.Error())})
		return
	}
	ref.Scene = next
	send(w, SceneLoaded{Name: next.Name, Description: next.Description, Entities: w.Len()})
	*status = resources.Status{Text: fmt.Sprintf("%s %s (%d entities)", done, next.Name, w.Len()), Remaining: reloadedFor}
}

// respawn replaces every entity with next's. It checks first, with the
// same check Spawn makes, and touches nothing if that fails: a reload
// refused for the entity cap leaves the running world exactly as it was,
// every entity, handle and component value. Once Check has passed, Spawn
// cannot fail.
func respawn(w *ecs.World, next *scenes.Scene, ref *SceneRef) error {
	if err := next.Check(ref.Overrides); err != nil {
		return err
	}
	w.DestroyAll()
	sp, err := next.SpawnEntities(w, ref.Overrides)
	if err == nil {
		ref.SetNamed(sp.Named)
	}
	return err
}

// AnnounceScene is a Startup system: it sends a [SceneLoaded] for the
// scene the app spawned before the scheduler started (a reload sends its
// own), so the event log starts with the scene's name.
type AnnounceScene struct{}

// Update sends the event, if main named the scene in a [SceneRef].
func (AnnounceScene) Update(w *ecs.World) {
	if ref, ok := ecs.TryResource[SceneRef](w); ok && ref.Scene != nil {
		send(w, SceneLoaded{Name: ref.Scene.Name, Description: ref.Scene.Description, Entities: w.Len()})
	}
}
