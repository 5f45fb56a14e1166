package systems

import (
	"fmt"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"
)

// SceneRef is the resource that names the running scene and the command
// line's overrides, so that a reload rebuilds the same setup. main adds it
// after loading the scene.
type SceneRef struct {
	Scene     *scenes.Scene
	Overrides scenes.Overrides
}

// Reload is the R key: it reads the scene again from where it came from
// (a file on disk, or the copy embedded in the binary), and only if that
// succeeds replaces the world's entities with the new ones. A scene file
// with a mistake in it leaves the running scene alone and puts the errors on
// the HUD, so a learner can edit a scene file and press R until it works.
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
	status := ecs.GetResource[resources.Status](w)
	next, err := scenes.Open(ref.Scene.Source)
	if err != nil {
		*status = resources.Status{Text: "reload failed, still running the old scene:\n" + err.Error(), Error: true}
		return
	}
	if err := respawn(w, next, ref); err != nil {
		*status = resources.Status{Text: "reload failed, still running the old scene:\n" + err.Error(), Error: true}
		return
	}
	ref.Scene = next
	*status = resources.Status{Text: fmt.Sprintf("reloaded %s (%d entities)", next.Name, w.Len()), Remaining: reloadedFor}
}

// respawn replaces every entity with next's. Should next fail to spawn (it
// has already parsed, so this is unlikely), the old scene is spawned again.
func respawn(w *ecs.World, next *scenes.Scene, ref *SceneRef) error {
	w.DestroyAll()
	err := next.Spawn(w, ref.Overrides)
	if err == nil {
		return nil
	}
	w.DestroyAll()
	if err2 := ref.Scene.Spawn(w, ref.Overrides); err2 != nil {
		return fmt.Errorf("%w; and spawning the old scene again: %v", err, err2)
	}
	return err
}
