//go:build js

package app

import (
	"fmt"
	"syscall/js"
	"time"

	"cubefall/ecs"
	"cubefall/recording"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"
)

// statusEvery is how often the page's status line is rewritten.
const statusEvery = time.Second

// statusSteps is how many recent fixed steps the status line's median
// covers: two seconds' worth at 60 steps a second.
const statusSteps = 120

// pageState is what the game tells the page it runs in: the status line
// (the element with id "status") and the object window.cubefall, which
// the page's own tests and measurements read:
//
//	frames      frames run so far
//	steps       fixed steps run so far
//	status      the status line's text
//	stepMedian  the median of the recent fixed steps, in milliseconds
//	firstFrame  performance.now() when the first frame had run
//	hash        the world hash after the last frame of -frames N
//	cameraY     the camera's height in the frame just made
//	inspector   whether that frame shows the inspector
type pageState struct {
	obj, status js.Value
	last        time.Time
}

// pageFrame runs after frame n's systems, before afterFrame: it turns
// F6's save into a download (a page has no working directory to save
// in) and updates the page's status and window.cubefall.
func (a *app) pageFrame(n int) {
	a.downloadSave()
	p := &a.page
	if p.obj.IsUndefined() {
		p.obj = js.Global().Get("Object").New()
		js.Global().Set("cubefall", p.obj)
		p.status = js.Global().Get("document").Call("getElementById", "status")
	}
	frames := n + 1
	p.obj.Set("frames", frames)
	p.obj.Set("steps", a.stats.steps)
	f := ecs.GetResource[frame.Frame](a.world)
	p.obj.Set("cameraY", f.CameraPos[1])
	p.obj.Set("inspector", f.Inspector.Open)
	if frames == 1 {
		p.obj.Set("firstFrame", js.Global().Get("performance").Call("now"))
	}
	if frames == a.cfg.frames {
		p.obj.Set("hash", recording.Hash(a.world.Hash()).String())
	}
	if n == 0 && a.cfg.workers > 1 {
		a.log.Warn("-workers: WebAssembly runs on one thread in a browser, so the workers take turns on it: the same results, no faster")
	}
	if n == 0 || time.Since(p.last) >= statusEvery {
		p.last = time.Now()
		a.showStatus(frames)
	}
}

// showStatus writes the status line.
func (a *app) showStatus(frames int) {
	steps := a.stats.lastSteps(statusSteps)
	line := statusLine(ecs.GetResource[systems.SceneRef](a.world).Scene.Name, a.world.Len(), frames, steps)
	a.page.obj.Set("status", line)
	if len(steps) > 0 {
		a.page.obj.Set("stepMedian", msOf(median(steps)))
	}
	if !a.page.status.IsNull() {
		a.page.status.Set("textContent", line)
	}
}

// downloadSave carries out F6 as the browser's download of the save,
// named as the desktop names the file.
func (a *app) downloadSave() {
	req := ecs.GetResource[resources.AppRequests](a.world)
	if !req.Save {
		return
	}
	req.Save = false
	status := ecs.GetResource[resources.Status](a.world)
	data, saved, err := a.encodeWorld()
	if err != nil {
		*status = resources.Status{Text: "save failed: " + err.Error(), Error: true}
		return
	}
	name := a.saveName()
	download(name, data)
	a.log.Info("saved", "download", name, "entities", saved.Entities, "bytes", len(data))
	*status = resources.Status{Text: fmt.Sprintf("downloaded %s (%d entities; load it with -scene on the desktop)", name, saved.Entities), Remaining: 5}
}

// download offers data to the browser as a file download called name.
func download(name string, data []byte) {
	u8 := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	blob := js.Global().Get("Blob").New([]any{u8}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	link := js.Global().Get("document").Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	link.Call("click")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}
