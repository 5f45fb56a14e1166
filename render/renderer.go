package render

import (
	"fmt"
	"image"
	"io/fs"
	"log/slog"
	"slices"
	"time"

	"cubefall/assets"
	"cubefall/render/frame"
	"cubefall/shaders"

	"cubefall/render/gl"
)

// Renderer draws frame.Frames into a Window: the meshes' instances lit and
// fogged, then the crosshair, the HUD text (or the inspector) and the
// centred notice on top. It owns every GL
// object it creates; Delete frees them all.
type Renderer struct {
	win     *Window
	log     *slog.Logger
	objs    *objects
	cube    *cubeProgram
	ground  *groundView
	shadows *shadowView
	meshes  map[string]*mesh
	hud     *hudText
	notice  *hudText // the centred notice: pause menu, start hint
	cross   *crosshair
	insp    *inspectorView
	stats   DrawStats
	unknown map[string]bool // mesh names already warned about

	inspectorFailed bool // the inspector could not be drawn, and the log says so
}

// DrawStats describes the last Draw, for the HUD and -stats.
type DrawStats struct {
	DrawCalls   int           // glDraw* calls for meshes (1 per batch instanced, 1 per instance naive)
	Instances   int           // instances drawn
	UploadBytes int           // instance data copied to the GPU
	Upload      time.Duration // time spent in those copies
	// Inspector is the time spent laying out and drawing the inspector's
	// panels (zero while it is closed); OverlayCalls is its draw calls.
	Inspector    time.Duration
	OverlayCalls int
}

// NewRenderer prepares everything Draw needs in w's context: it compiles the
// embedded shaders (an error names the file and carries the driver's log),
// uploads every embedded mesh (at least "cube") and sets up the HUD text.
func NewRenderer(w *Window) (*Renderer, error) {
	return newRenderer(w, shaders.FS())
}

// newRenderer is NewRenderer with the shader files taken from fsys, so a
// test can feed it a broken shader. On error, whatever was created is
// deleted again.
func newRenderer(w *Window, fsys fs.FS) (*Renderer, error) {
	r := &Renderer{win: w, log: w.log, objs: newObjects(), meshes: map[string]*mesh{}, unknown: map[string]bool{}}
	var err error
	if r.cube, err = newCubeProgram(r.objs, fsys); err == nil {
		if r.hud, err = newHUDText(r.objs, fsys); err == nil {
			if r.notice, err = newHUDText(r.objs, fsys); err == nil {
				if r.cross, err = newCrosshair(r.objs, fsys); err == nil {
					if r.insp, err = newInspectorView(r.objs, fsys); err == nil {
						if r.ground, err = newGroundView(r.objs, fsys); err == nil {
							if r.shadows, err = newShadowView(r.objs, fsys); err == nil {
								err = r.loadMeshes()
							}
						}
					}
				}
			}
		}
	}
	if err != nil {
		r.Delete()
		return nil, err
	}
	w.debug.check("renderer set-up")
	return r, nil
}

// loadMeshes uploads every mesh file of package assets.
func (r *Renderer) loadMeshes() error {
	for _, name := range assets.MeshNames() {
		m, err := assets.LoadMesh(name)
		if err != nil {
			return fmt.Errorf("render: %w", err)
		}
		r.meshes[name] = newMesh(r.objs, m)
		r.log.Debug("mesh loaded", "name", name, "vertices", len(m.Vertices))
	}
	if r.meshes["cube"] == nil {
		return fmt.Errorf("render: package assets has no cube mesh")
	}
	return nil
}

// Draw draws f into the window's back buffer at the framebuffer's current
// size; SwapBuffers then shows it. With a 0x0 framebuffer (a minimised
// window) it draws nothing.
func (r *Renderer) Draw(f *frame.Frame) {
	w, h := r.win.FramebufferSize()
	r.draw(f, w, h)
}

// draw is Draw at a given framebuffer size (tests pass 0x0, which a window
// under Xvfb, without a window manager to minimise it, never reports).
func (r *Renderer) draw(f *frame.Frame, w, h int) {
	r.stats = DrawStats{}
	if w <= 0 || h <= 0 {
		return
	}
	gl.Viewport(0, 0, int32(w), int32(h))
	gl.ClearColor(f.Clear[0], f.Clear[1], f.Clear[2], 1)
	gl.DepthMask(true)
	gl.Clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT)

	r.drawMeshes(f)
	r.win.debug.check("mesh pass")
	if len(f.Grounds) > 0 {
		r.ground.draw(f)
		r.win.debug.check("ground pass")
	}
	if len(f.Shadows) > 0 {
		r.shadows.draw(f)
		r.win.debug.check("shadow pass")
	}
	if f.Crosshair {
		r.cross.draw(w, h)
		r.win.debug.check("crosshair pass")
	}
	if f.Inspector.Open {
		r.drawInspector(&f.Inspector, w, h)
	} else if len(f.HUD) > 0 {
		r.hud.draw(f.HUD, w, h)
		r.win.debug.check("HUD pass")
	}
	if f.Notice.Visible() {
		r.notice.drawNotice(&f.Notice, w, h)
		r.win.debug.check("notice pass")
	}
}

// drawInspector draws the inspector's panels, in place of the HUD text,
// and times it.
func (r *Renderer) drawInspector(in *frame.Inspector, w, h int) {
	start := time.Now()
	if err := r.insp.draw(in, w, h); err != nil && !r.inspectorFailed {
		r.inspectorFailed = true // say it once, not every frame
		r.log.Warn("render: the inspector cannot be drawn", "err", err)
	}
	r.stats.OverlayCalls = r.insp.batch.calls
	r.stats.Inspector = time.Since(start)
	r.win.debug.check("inspector pass")
}

// drawMeshes draws every batch with depth testing and back-face culling.
func (r *Renderer) drawMeshes(f *frame.Frame) {
	gl.Enable(gl.DEPTH_TEST)
	gl.DepthFunc(gl.LESS)
	gl.Enable(gl.CULL_FACE) // the meshes' triangles are counter-clockwise from outside
	r.cube.use(f)
	for i := range f.Batches {
		b := &f.Batches[i]
		m := r.mesh(b.Mesh)
		if m == nil || b.Len() == 0 {
			continue
		}
		if f.Instancing {
			r.drawInstanced(m, b)
		} else {
			r.drawNaive(m, b)
		}
	}
	gl.BindVertexArray(0)
	gl.Disable(gl.CULL_FACE)
}

// mesh returns the named mesh, or nil (and a warning, once per name) if
// there is none.
func (r *Renderer) mesh(name string) *mesh {
	m := r.meshes[name]
	if m == nil && !r.unknown[name] {
		r.unknown[name] = true
		r.log.Warn("render: no mesh with this name; its batch is skipped", "mesh", name)
	}
	return m
}

// drawInstanced uploads a batch and draws all of it with one call: the GPU
// runs the mesh's vertices once per instance, reading the instance's
// placement and colour from the instance buffer (the batch's runs, gathered
// by the upload).
func (r *Renderer) drawInstanced(m *mesh, b *frame.Batch) {
	start := time.Now()
	bytes := m.instances.upload(b)
	r.stats.UploadBytes += bytes
	r.stats.Upload += time.Since(start)
	n := bytes / frame.InstanceSize
	gl.BindVertexArray(m.vao)
	gl.DrawArraysInstanced(gl.TRIANGLES, 0, m.count, int32(n))
	r.stats.DrawCalls++
	r.stats.Instances += n
}

// drawNaive draws a batch the way a first OpenGL program would: one draw
// call per instance, with the instance's data handed over by the CPU just
// before it.
//
// It uses the same shader as drawInstanced. In cube.vert the instance's
// position, scale, rotation and colour are vertex attributes with divisor
// 1; with their arrays disabled, GL feeds every vertex the attribute's
// "current value", which glVertexAttrib* sets (four calls per cube).
// (Drawing instance i of the instanced buffer directly would need
// glDrawArraysInstancedBaseInstance, which is GL 4.2, not 3.3.) The cost of
// those 5 calls per cube, against 1 call per batch, is what the HUD shows
// when instancing is toggled off.
func (r *Renderer) drawNaive(m *mesh, b *frame.Batch) {
	gl.BindVertexArray(m.vao)
	m.instances.enable(false)
	for run := range b.Runs() {
		for i := range run {
			in := &run[i]
			gl.VertexAttrib3fv(attrOffset, &in.Position[0])
			gl.VertexAttrib3fv(attrScale, &in.Scale[0])
			gl.VertexAttrib3fv(attrRotation, &in.Rotation[0])
			c := in.Color
			gl.VertexAttrib4Nub(attrColor, uint8(c), uint8(c>>8), uint8(c>>16), uint8(c>>24))
			gl.DrawArrays(gl.TRIANGLES, 0, m.count)
		}
	}
	m.instances.enable(true)
	n := b.Len()
	r.stats.DrawCalls += n
	r.stats.Instances += n
}

// InspectorPanels returns where the last Draw put the inspector's panels,
// in pixels from the top-left corner, in the order of the frame's panels
// (an empty rectangle for a panel on another page, or with no room);
// none when the inspector was closed.
func (r *Renderer) InspectorPanels() []image.Rectangle {
	if r.stats.OverlayCalls == 0 {
		return nil
	}
	return slices.Clone(r.insp.rects)
}

// InspectorStrip returns where the last Draw put the strip that names the
// inspector's page, when the window is too small for every panel at once;
// an empty rectangle otherwise.
func (r *Renderer) InspectorStrip() image.Rectangle {
	if r.stats.OverlayCalls == 0 {
		return image.Rectangle{}
	}
	return r.insp.strip
}

// Stats describes the last Draw.
func (r *Renderer) Stats() DrawStats {
	return r.stats
}

// GLErrors returns the GL errors and warnings seen since the last call when
// the window was opened with DebugGL; otherwise it returns nothing.
func (r *Renderer) GLErrors() []string {
	return r.win.debug.drain()
}

// Live returns how many GL objects the renderer owns right now.
func (r *Renderer) Live() ObjectCounts {
	return r.objs.counts()
}

// Delete frees every GL object the renderer created; Live is all zeros
// afterwards. Call it before Window.Close. Calling it twice is harmless.
func (r *Renderer) Delete() {
	for _, m := range r.meshes {
		m.Delete()
	}
	if r.cube != nil {
		r.cube.Delete()
	}
	if r.hud != nil {
		r.hud.Delete()
	}
	if r.notice != nil {
		r.notice.Delete()
	}
	if r.cross != nil {
		r.cross.Delete()
	}
	if r.insp != nil {
		r.insp.Delete()
	}
	if r.ground != nil {
		r.ground.Delete()
	}
	if r.shadows != nil {
		r.shadows.Delete()
	}
}
