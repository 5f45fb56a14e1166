//go:build js

package app

import (
	"bytes"
	"fmt"
	"image/png"
	"strings"
	"syscall/js"
	"time"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/recording"
	"cubefall/render"
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
//	stepMedianAt  how many steps had run when stepMedian was taken: its
//	            steps are the statusSteps (or fewer) up to that one
//	firstFrame  performance.now() when the first frame had run
//	hash        the world hash after the last frame of -frames N
//	cameraY     the camera's height in the frame just made
//	inspector   whether that frame shows the inspector
//	hud()       the last drawn frame's HUD text, one line per line
//	notice()    its notice (the pause menu, a hint), or "" when none shows
//	inspect()   the inspector's snapshot, the JSON that -inspect-json writes
//
// The three functions read the world when called, between two frames,
// so that a frame pays nothing for them.
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
		a.exposeReaders(p.obj)
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

// exposeReaders adds hud(), notice() and inspect() to obj (see pageState).
func (a *app) exposeReaders(obj js.Value) {
	f := ecs.GetResource[frame.Frame](a.world)
	obj.Set("hud", js.FuncOf(func(js.Value, []js.Value) any { return strings.Join(f.HUD, "\n") }))
	obj.Set("notice", js.FuncOf(func(js.Value, []js.Value) any {
		if !f.Notice.Visible() {
			return ""
		}
		return strings.Join(f.Notice.Lines, "\n")
	}))
	obj.Set("inspect", js.FuncOf(func(js.Value, []js.Value) any {
		data, err := inspector.SnapshotJSON(a.world)
		if err != nil {
			return "error: " + err.Error()
		}
		return string(data)
	}))
}

// showStatus writes the status line.
func (a *app) showStatus(frames int) {
	steps := a.stats.lastSteps(statusSteps)
	line := statusLine(ecs.GetResource[systems.SceneRef](a.world).Scene.Name, a.world.Len(), frames, steps)
	a.page.obj.Set("status", line)
	if len(steps) > 0 {
		a.page.obj.Set("stepMedian", msOf(median(steps)))
		a.page.obj.Set("stepMedianAt", a.stats.steps)
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
	download(name, "application/json", data)
	a.log.Info("saved", "download", name, "entities", saved.Entities, "bytes", len(data))
	*status = resources.Status{Text: fmt.Sprintf("downloaded %s (%d entities; load it with -scene on the desktop)", name, saved.Entities), Remaining: 5}
}

// adaptBindings words the controls for the page: F6 and F12 download,
// and Q ends the game until the page is reloaded; the help's notes say
// what a browser cannot do.
func adaptBindings(b *resources.Bindings) {
	for i := range b.List {
		switch b.List[i].Action {
		case resources.ActionScreenshot:
			b.List[i].Description = "download a screenshot (PNG)"
		case resources.ActionSave:
			b.List[i].Description = "download the world as a scene file (loads with -scene on the desktop)"
		case resources.ActionQuit:
			b.List[i].Description = "quit (in the pause menu); reload the page to play again"
		}
	}
	b.Notes = resources.BrowserNotes()
}

// lighterRun is what the slow-frame warning suggests in a page, whose
// command line is its address.
const lighterRun = "try fewer cubes, e.g. ?args=-cubes+2000 in the address"

// shotKept is the HUD's word for a kept screenshot: in a page, a download.
const shotKept = "downloaded"

// keepShot is F12 in a browser: the frame just drawn as a PNG download,
// named as the desktop names its file.
func (a *app) keepShot(r *render.Renderer) (string, error) {
	img, err := r.ReadPixels()
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return "", err
	}
	name := a.shotName()
	download(name, "image/png", buf.Bytes())
	return name, nil
}

// download offers data, of the given MIME type, to the browser as a file
// download called name.
func download(name, mime string, data []byte) {
	u8 := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	blob := js.Global().Get("Blob").New([]any{u8}, map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	link := js.Global().Get("document").Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	link.Call("click")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}
