package systems

import (
	"path/filepath"
	"strings"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"
)

// ScenePicker loads another scene while the demo runs: the number keys 1
// to 9 load the shipped scenes in the order the help lists them
// ([scenes.Names]; always the shipped scene, even when the working
// directory holds a file or folder of the same name), and a .json file dropped onto the window loads that
// file. Both go through the same load as R ([Reload]): a scene that fails
// to load leaves the running one in place and shows the whole error in the
// HUD, as a failed reload does. The command line's -cubes and -seed apply
// to the new scene too.
type ScenePicker struct {
	names []string
}

// Init reads the shipped scenes' names once.
func (p *ScenePicker) Init(*ecs.World) error {
	p.names = scenes.Names()
	return nil
}

// Update loads the scene a number key or a dropped file names.
func (p *ScenePicker) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	if i := keys.PressedNumber(in, resources.ActionPickScene, min(len(p.names), 9)); i >= 0 {
		switchScene(w, scenes.ShippedSource(p.names[i]), "loading "+p.names[i]+" failed", "loaded")
	}
	if len(in.Dropped) > 0 {
		loadDropped(w, in.Dropped[0])
	}
}

// loadDropped loads a dropped file if it is a scene file by its name.
func loadDropped(w *ecs.World, path string) {
	shown := Printable(filepath.Base(path))
	if !strings.EqualFold(filepath.Ext(path), ".json") {
		*ecs.GetResource[resources.Status](w) = resources.Status{
			Text:  "dropped " + shown + ": not a scene file; drop a .json scene such as scenes/storm.json",
			Error: true,
		}
		return
	}
	switchScene(w, path, "loading "+shown+" failed", "loaded")
}
