package render

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"cubefall/shaders"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// brokenShaders is the embedded shader set with cube.frag replaced by a
// source that cannot compile: it uses a variable it never declares.
func brokenShaders(t *testing.T) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	for _, name := range shaders.Names() {
		src, err := shaders.Source(name)
		require.NoError(t, err)
		m[name] = &fstest.MapFile{Data: []byte(src)}
	}
	m["cube.frag"] = &fstest.MapFile{Data: []byte("#version 330 core\nout vec4 fragColor;\nvoid main() { fragColor = colour; }\n")}
	return m
}

// A shader that fails to compile goes through the same loader the game
// uses, and comes back as an error naming the file and carrying the
// driver's log — and leaves no GL object behind.
func TestBrokenShaderIsAnErrorWithTheDriverLog(t *testing.T) {
	w, _ := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	broken := brokenShaders(t)
	var err error
	onMain(func() {
		var r2 *Renderer
		r2, err = newRenderer(w, broken)
		assert.Nil(t, r2)
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "render: compile cube.frag:")
	assert.Contains(t, err.Error(), "colour", "the driver's log names the undeclared variable")
}

// Every GL object the renderer creates is counted, and Delete frees them
// all: nothing leaks at exit.
func TestDeleteLeavesNoLiveGLObjects(t *testing.T) {
	var before, after ObjectCounts
	var err error
	onMain(func() {
		var w *Window
		w, err = OpenWindow(WindowOptions{Width: testW, Height: testH, Hidden: true})
		if err != nil {
			return
		}
		defer w.Close()
		var r *Renderer
		if r, err = NewRenderer(w); err != nil {
			return
		}
		f := testFrame(testW, testH)
		f.Batch("cube").Instances = manyCubes(100)
		f.HUD = []string{"hygiene"}
		f.Crosshair = true
		r.Draw(f)
		before = r.Live()
		r.Delete()
		after = r.Live()
		r.Delete() // twice is harmless
	})
	needWindow(t, err)
	assert.Positive(t, before.Buffers)
	assert.Positive(t, before.VertexArrays)
	assert.Positive(t, before.Programs)
	assert.Positive(t, before.Textures)
	assert.Zero(t, before.Shaders, "shaders are deleted once linked")
	assert.Equal(t, ObjectCounts{}, after)
	assert.Zero(t, after.Total())
}

// With DebugGL on, frames drawn with instancing on and off, HUD and
// crosshair report no GL error, both through the KHR_debug callback (Mesa
// has it) and through the glGetError fallback used where it is missing.
func TestDebugGLSeesNoErrorOverSeveralFrames(t *testing.T) {
	for _, mode := range []string{"KHR_debug", "glGetError"} {
		t.Run(mode, func(t *testing.T) {
			w, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true, DebugGL: true})
			f := testFrame(testW, testH)
			f.Batch("cube").Instances = manyCubes(200)
			f.HUD = []string{"debug-gl", "second line"}
			f.Crosshair = true
			var errs []string
			onMain(func() {
				if mode == "glGetError" {
					w.debug.useGetError()
				}
				for i := range 6 {
					f.Instancing = i%2 == 0
					r.Draw(f)
					_, _ = r.ReadPixels()
				}
				insp := inspectorFrame("debug-gl") // the overlay: uploaded, then drawn again as it is
				for range 2 {
					r.Draw(insp)
				}
				insp.Inspector.Version++
				r.Draw(insp)
				errs = r.GLErrors()
			})
			assert.Empty(t, errs)
		})
	}
}
