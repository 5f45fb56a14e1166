//go:build !js

package render

import (
	"fmt"
	"testing"
	"unsafe"

	"cubefall/render/frame"

	"cubefall/render/gl"
	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uploadWay is one way to hand a frame's instances to the GPU: it fills
// the bound array buffer, which already holds at least len(inst)
// instances, with inst.
type uploadWay struct {
	name   string
	upload func(inst []frame.Instance)
}

// uploadWays are the three usual answers to "how do I update a buffer the
// GPU may still be reading": copy into it and let the driver wait if it
// must (what instanceBuffer.upload does), orphan it first (glBufferData
// with no data: the driver may hand out fresh storage instead of
// waiting), or map it unsynchronised (no wait at all, which is only safe
// when the draw that read the old contents is known to be finished).
var uploadWays = []uploadWay{
	{"subdata", func(inst []frame.Instance) {
		gl.BufferSubData(gl.ARRAY_BUFFER, 0, len(inst)*frame.InstanceSize, unsafe.Pointer(&inst[0]))
	}},
	{"orphan", func(inst []frame.Instance) {
		var size int32
		gl.GetBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_SIZE, &size)
		gl.BufferData(gl.ARRAY_BUFFER, int(size), nil, gl.DYNAMIC_DRAW)
		gl.BufferSubData(gl.ARRAY_BUFFER, 0, len(inst)*frame.InstanceSize, unsafe.Pointer(&inst[0]))
	}},
	{"map-unsynchronised", func(inst []frame.Instance) {
		n := len(inst) * frame.InstanceSize
		p := gl.MapBufferRange(gl.ARRAY_BUFFER, 0, n, gl.MAP_WRITE_BIT|gl.MAP_UNSYNCHRONIZED_BIT)
		copy(unsafe.Slice((*frame.Instance)(p), len(inst)), inst)
		gl.UnmapBuffer(gl.ARRAY_BUFFER)
	}},
}

// BenchmarkInstanceUpload is the upload of a frame's instances three ways
// (uploadWays), each frame followed by a small instanced draw that reads
// the buffer and a flush, so that the next frame's upload meets a buffer
// the GPU has been asked to read: where a driver would stall, it does
// here. Under Xvfb:
//
//	go test -run '^$' -bench InstanceUpload ./render/
func BenchmarkInstanceUpload(b *testing.B) {
	_, r := openRenderer(b, WindowOptions{Width: 64, Height: 64, Hidden: true})
	m := r.meshes["cube"]
	for _, n := range []int{100_000, 1_000_000} {
		inst := make([]frame.Instance, n)
		for i := range inst {
			inst[i] = frame.Instance{Position: mgl32.Vec3{0, 0, -5}, Scale: mgl32.Vec3{1, 1, 1}, Color: 0xff0000ff}
		}
		for _, way := range uploadWays {
			b.Run(fmt.Sprintf("%s/%dk", way.name, n/1000), func(b *testing.B) {
				f := testFrame(64, 64)
				onMain(func() { m.instances.upload(&frame.Batch{Instances: inst}) }) // storage for n
				for b.Loop() {
					onMain(func() {
						gl.BindBuffer(gl.ARRAY_BUFFER, m.instances.vbo)
						way.upload(inst)
						beginLayoutFrame(r, f, r.cube.id, &r.cube.lit)
						gl.BindVertexArray(m.vao)
						gl.DrawArraysInstanced(gl.TRIANGLES, 0, m.count, 16)
						gl.Flush()
					})
				}
				onMain(gl.Finish)
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/instance")
			})
		}
	}
}

// TestEveryUploadWayDrawsTheCube checks that each way of BenchmarkInstanceUpload
// really fills the buffer: a red cube drawn from it covers the centre.
func TestEveryUploadWayDrawsTheCube(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	m := r.meshes["cube"]
	f := testFrame(testW, testH)
	for _, way := range uploadWays {
		for _, c := range []mgl32.Vec4{testGreen, testRed} { // the second upload must replace the first
			inst := []frame.Instance{cube(mgl32.Vec3{}, 1, c)}
			var got [4]uint8
			onMain(func() {
				m.instances.upload(&frame.Batch{Instances: make([]frame.Instance, 64)}) // storage, cleared
				gl.BindBuffer(gl.ARRAY_BUFFER, m.instances.vbo)
				way.upload(inst)
				drawLeanCount(r, f, m, 1)
				gl.ReadPixels(testW/2, testH/2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, unsafe.Pointer(&got[0]))
			})
			require.NotZero(t, got[0]+got[1], "%s: the cube covers the centre", way.name)
			if c == testRed {
				assert.Greater(t, int(got[0]), int(got[1])+40, "%s: red after the second upload, got %v", way.name, got)
			} else {
				assert.Greater(t, int(got[1]), int(got[0])+40, "%s: green, got %v", way.name, got)
			}
		}
	}
}

// drawLeanCount draws the first n instances already in m's buffer with the
// renderer's cube program and waits for the picture.
func drawLeanCount(r *Renderer, f *frame.Frame, m *mesh, n int) {
	beginLayoutFrame(r, f, r.cube.id, &r.cube.lit)
	gl.BindVertexArray(m.vao)
	gl.DrawArraysInstanced(gl.TRIANGLES, 0, m.count, int32(n))
	gl.Finish()
}
