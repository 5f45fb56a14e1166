package app

import (
	"fmt"
	"io"
	"time"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
)

// This file saves the world as a scene file: -save PATH on exit, and F6
// while playing. The scene format and the writer are package scenes'
// (scenes.Encode); here are only the file names and the messages.

// encodeWorld returns the running world as a scene file, and logs the
// components the file leaves out.
func (a *app) encodeWorld() ([]byte, scenes.Saved, error) {
	info := ecs.GetResource[systems.SceneRef](a.world).SaveInfo()
	data, saved, err := scenes.Encode(a.world, info)
	if w := saved.Warning(); err == nil && w != "" {
		a.log.Warn(w)
	}
	return data, saved, err
}

// saveOnExit writes -save: the world as it is when the run ends, replacing
// the file (which may be the scene that was loaded) atomically, and only
// once the loader's checks pass on the file written (scenes.WriteChecked):
// a save that would not load leaves the old file as it was.
func (a *app) saveOnExit() error {
	if a.cfg.save == "" {
		return nil
	}
	data, saved, err := a.encodeWorld()
	if err != nil {
		return err
	}
	if err := scenes.WriteChecked(a.cfg.save, data); err != nil {
		return fmt.Errorf("-save: %w", err)
	}
	a.log.Info("saved", "path", a.cfg.save, "entities", saved.Entities, "bytes", len(data))
	return nil
}

// saveNow is F6: the world goes to a new file named like the F12
// pictures (cubefall-YYYYMMDD-HHMMSS.json in the working directory, -2,
// -3 ... when taken), never replacing one. The HUD says where, or why not.
func (a *app) saveNow() {
	status := ecs.GetResource[resources.Status](a.world)
	data, saved, err := a.encodeWorld()
	name := ""
	if err == nil {
		name, err = a.saveUnderFreeName(a.saveName(), func(name string) error {
			return atomicfile.WriteNew(name, func(w io.Writer) error { _, err := w.Write(data); return err })
		})
	}
	if err != nil {
		*status = resources.Status{Text: "save failed: " + err.Error(), Error: true}
		return
	}
	a.log.Info("saved", "path", name, "entities", saved.Entities, "bytes", len(data))
	text := fmt.Sprintf("saved %s (%d entities; load it with -scene %s)", name, saved.Entities, name)
	if w := saved.Warning(); w != "" {
		text += "\n" + w
	}
	*status = resources.Status{Text: text, Remaining: 5}
}

// saveName is where F6 saves when a.saveBase is not set: beside the F12
// pictures, with the same time stamp form.
func (a *app) saveName() string {
	if a.saveBase != nil {
		return a.saveBase()
	}
	return "cubefall-" + time.Now().Format("20060102-150405") + ".json"
}

// afterFrame carries out the requests the frame's systems made that need
// no renderer: F6's save.
func (a *app) afterFrame() {
	req := ecs.GetResource[resources.AppRequests](a.world)
	if req.Save {
		req.Save = false
		a.saveNow()
	}
}
