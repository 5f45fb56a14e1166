package render

import (
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
	"unsafe"

	"cubefall/assets"
	"cubefall/render/frame"
	"cubefall/shaders"

	"cubefall/render/gl"
	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkInstanceLayout draws the same 10,000 cubes at 1280×720 two
// ways, in one window: with the 40-byte instance the renderer uses (the
// vertex shader turns each vertex by the instance's Euler angles, three
// sines and three cosines per vertex) and with the 80-byte
// instance it replaced (a model matrix built on the CPU, and the textbook
// shader that multiplies by it). A draw is the upload and the one
// instanced call, finished with glFinish, so on Mesa's llvmpipe it is the
// CPU time of the vertex and fragment work. Each iteration draws both, in
// turns that swap places every iteration, so the machine's other load
// falls on both alike; it reports each one's milliseconds per draw and
// their ratio, lean over matrix, as the median of the per-iteration
// ratios. Under Xvfb:
//
//	go test -run '^$' -bench InstanceLayout ./render/
func BenchmarkInstanceLayout(b *testing.B) {
	const w, h, n = 1280, 720, 10_000
	_, r := openRenderer(b, WindowOptions{Width: w, Height: h, Hidden: true})
	f, lean := layoutScene(w, h, n)
	mats := make([]matrixInstance, len(lean))
	for i := range lean {
		mats[i] = asMatrixInstance(&lean[i])
	}
	var old *matrixDraw
	onMain(func() { old = newMatrixDraw(b, r) })
	b.Cleanup(func() { onMain(func() { old.delete(r) }) })
	m := r.meshes["cube"]
	drawOld := func() time.Duration {
		start := time.Now()
		onMain(func() { old.draw(r, f, mats) })
		return time.Since(start)
	}
	drawNew := func() time.Duration {
		start := time.Now()
		onMain(func() { drawLean(r, f, m, lean) })
		return time.Since(start)
	}
	b.Run("10k", func(b *testing.B) {
		var oldT, leanT time.Duration
		var ratios []float64
		i := 0
		for b.Loop() {
			var o, l time.Duration
			if i%2 == 0 {
				o, l = drawOld(), drawNew()
			} else {
				l, o = drawNew(), drawOld()
			}
			oldT, leanT, i = oldT+o, leanT+l, i+1
			ratios = append(ratios, float64(l)/float64(o))
		}
		slices.Sort(ratios)
		b.ReportMetric(float64(oldT.Microseconds())/1000/float64(i), "matrix-ms/draw")
		b.ReportMetric(float64(leanT.Microseconds())/1000/float64(i), "lean-ms/draw")
		b.ReportMetric(ratios[len(ratios)/2], "lean/matrix")
	})
}

// TestMatrixYardstickDrawsTheSamePicture checks that the benchmark's two
// layouts draw the same cubes: at most 1% of the pixels differ by more than
// a few steps (float rounding of two different but equal transforms).
func TestMatrixYardstickDrawsTheSamePicture(t *testing.T) {
	const w, h = 320, 240
	_, r := openRenderer(t, WindowOptions{Width: w, Height: h, Hidden: true})
	f, lean := layoutScene(w, h, 2000)
	mats := make([]matrixInstance, len(lean))
	for i := range lean {
		mats[i] = asMatrixInstance(&lean[i])
	}
	var a, b *image.RGBA
	var errA, errB error
	onMain(func() {
		old := newMatrixDraw(t, r)
		defer old.delete(r)
		old.draw(r, f, mats)
		a, errA = r.ReadPixels()
		drawLean(r, f, r.meshes["cube"], lean)
		b, errB = r.ReadPixels()
	})
	require.NoError(t, errA)
	require.NoError(t, errB)
	differ, sky := 0, 0
	for y := range h {
		for x := range w {
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y), 6) {
				differ++
			}
			if near(b.RGBAAt(x, y), color.RGBA{R: byteOf(f.Clear[0]), G: byteOf(f.Clear[1]), B: byteOf(f.Clear[2])}, 2) {
				sky++
			}
		}
	}
	assert.Less(t, differ, w*h/100, "pixels that differ")
	assert.Less(t, sky, w*h*9/10, "the cubes cover part of the picture")
}

// asMatrixInstance is in's 80-byte form.
func asMatrixInstance(in *frame.Instance) matrixInstance {
	return matrixInstance{Model: in.Model(), Color: frame.UnpackColor(in.Color)}
}

// drawLean uploads inst into m's instance buffer and draws it in one call
// with the renderer's cube program, then waits for the picture.
func drawLean(r *Renderer, f *frame.Frame, m *mesh, inst []frame.Instance) {
	beginLayoutFrame(r, f, r.cube.id, &r.cube.lit)
	m.instances.upload(&frame.Batch{Instances: inst})
	gl.BindVertexArray(m.vao)
	gl.DrawArraysInstanced(gl.TRIANGLES, 0, m.count, int32(len(inst)))
	gl.Finish()
}

// layoutScene is the default scene's view: a camera at (0, 55, 95) looking
// a little down at n cubes scattered over a block 100 units on each side.
func layoutScene(w, h, n int) (*frame.Frame, []frame.Instance) {
	eye := mgl32.Vec3{0, 55, 95}
	f := &frame.Frame{
		View:       mgl32.LookAtV(eye, eye.Add(mgl32.Vec3{0, -0.08, -1}), mgl32.Vec3{0, 1, 0}),
		Projection: mgl32.Perspective(mgl32.DegToRad(60), float32(w)/float32(h), 0.1, 500),
		CameraPos:  eye,
		Clear:      mgl32.Vec3{0.53, 0.68, 0.88},
		Light:      frame.Light{Direction: mgl32.Vec3{-0.4, -1, -0.3}, Color: mgl32.Vec3{0.9, 0.9, 0.85}, Ambient: mgl32.Vec3{0.25, 0.27, 0.32}},
		Fog:        frame.Fog{Near: 150, Far: 400},
	}
	rng := rand.New(rand.NewPCG(1, 1))
	u := func(lo, hi float32) float32 { return lo + (hi-lo)*rng.Float32() }
	inst := make([]frame.Instance, n)
	for i := range inst {
		s := u(0.5, 1.2)
		inst[i] = frame.Instance{
			Position: mgl32.Vec3{u(-50, 50), u(0, 100), u(-50, 50)},
			Scale:    mgl32.Vec3{s, s, s},
			Rotation: mgl32.Vec3{u(-3.1, 3.1), u(-3.1, 3.1), u(-3.1, 3.1)},
			Color:    frame.PackColor(mgl32.Vec4{u(0.3, 1), u(0.3, 1), u(0.3, 1), 1}),
		}
	}
	return f, inst
}

// beginLayoutFrame clears the screen and makes program current with f's
// camera, light and fog.
func beginLayoutFrame(r *Renderer, f *frame.Frame, program uint32, lit *litUniforms) {
	w, h := r.win.FramebufferSize()
	gl.Viewport(0, 0, int32(w), int32(h))
	gl.ClearColor(f.Clear[0], f.Clear[1], f.Clear[2], 1)
	gl.Clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT)
	gl.Enable(gl.DEPTH_TEST)
	gl.Enable(gl.CULL_FACE)
	gl.UseProgram(program)
	lit.set(f)
}

// matrixInstance is the instance before it shrank: a model matrix and a
// float colour, 80 bytes.
type matrixInstance struct {
	Model mgl32.Mat4
	Color mgl32.Vec4
}

// matrixVert is the vertex shader of the 80-byte instance, as it was.
const matrixVert = `#version 330 core
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in mat4 aModel;
layout(location = 6) in vec4 aColor;
uniform mat4 uView;
uniform mat4 uProjection;
out vec3 vWorldPos;
out vec3 vNormal;
out vec4 vColor;
void main() {
    vec4 world = aModel * vec4(aPosition, 1.0);
    mat3 m = mat3(aModel);
    vec3 scale2 = vec3(dot(m[0], m[0]), dot(m[1], m[1]), dot(m[2], m[2]));
    vNormal = m * (aNormal / max(scale2, vec3(1e-12)));
    vWorldPos = world.xyz;
    vColor = aColor;
    gl_Position = uProjection * uView * world;
}
`

// matrixDraw is the old instanced path: its program (matrixVert with the
// renderer's cube.frag), a vertex array reading the cube mesh and an
// 80-byte instance buffer.
type matrixDraw struct {
	program, vao, vbo uint32
	capacity          int
	lit               litUniforms
}

func newMatrixDraw(tb testing.TB, r *Renderer) *matrixDraw {
	d := &matrixDraw{}
	vs, err := compileShader(r.objs, "matrix.vert", matrixVert, gl.VERTEX_SHADER)
	if err != nil {
		tb.Fatal(err)
	}
	defer r.objs.deleteShader(&vs)
	fs, err := compileShaderFile(r.objs, shaders.FS(), "cube.frag", gl.FRAGMENT_SHADER)
	if err != nil {
		tb.Fatal(err)
	}
	defer r.objs.deleteShader(&fs)
	if d.program, err = linkProgram(r.objs, "matrix.vert + cube.frag", vs, fs); err != nil {
		tb.Fatal(err)
	}
	u := uniforms{program: d.program, name: "matrix"}
	d.lit = findLitUniforms(&u)
	m := r.meshes["cube"]
	d.vao = r.objs.genVertexArray()
	gl.BindVertexArray(d.vao)
	gl.BindBuffer(gl.ARRAY_BUFFER, m.vbo)
	gl.EnableVertexAttribArray(attrPosition)
	gl.VertexAttribPointerWithOffset(attrPosition, 3, gl.FLOAT, false, assets.VertexSize, unsafe.Offsetof(assets.Vertex{}.Position))
	gl.EnableVertexAttribArray(attrNormal)
	gl.VertexAttribPointerWithOffset(attrNormal, 3, gl.FLOAT, false, assets.VertexSize, unsafe.Offsetof(assets.Vertex{}.Normal))
	d.vbo = r.objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, d.vbo)
	size := int32(unsafe.Sizeof(matrixInstance{}))
	for loc := uint32(2); loc <= 6; loc++ {
		gl.VertexAttribPointerWithOffset(loc, 4, gl.FLOAT, false, size, uintptr(loc-2)*16)
		gl.VertexAttribDivisor(loc, 1)
		gl.EnableVertexAttribArray(loc)
	}
	gl.BindVertexArray(0)
	return d
}

// draw uploads inst and draws it in one call, then waits for the picture.
func (d *matrixDraw) draw(r *Renderer, f *frame.Frame, inst []matrixInstance) {
	beginLayoutFrame(r, f, d.program, &d.lit)
	gl.BindBuffer(gl.ARRAY_BUFFER, d.vbo)
	n := len(inst) * int(unsafe.Sizeof(matrixInstance{}))
	if len(inst) > d.capacity {
		gl.BufferData(gl.ARRAY_BUFFER, n, nil, gl.DYNAMIC_DRAW)
		d.capacity = len(inst)
	}
	gl.BufferSubData(gl.ARRAY_BUFFER, 0, n, unsafe.Pointer(&inst[0]))
	gl.BindVertexArray(d.vao)
	gl.DrawArraysInstanced(gl.TRIANGLES, 0, r.meshes["cube"].count, int32(len(inst)))
	gl.Finish()
}

func (d *matrixDraw) delete(r *Renderer) {
	r.objs.deleteVertexArray(&d.vao)
	r.objs.deleteBuffer(&d.vbo)
	r.objs.deleteProgram(&d.program)
}
