package render

import (
	"unsafe"

	"cubefall/render/frame"

	"cubefall/render/gl"
)

// instanceBuffer holds one mesh's per-instance data on the GPU: position,
// scale, rotation and colour per copy, 40 bytes each, in exactly the layout
// of []frame.Instance, so a frame's batch uploads with one copy per run of
// consecutive instances (one for a batch without segments).
//
// The buffer grows by doubling and never shrinks, so after the first few
// frames an upload is a single glBufferSubData into storage that already
// exists. BenchmarkInstanceUpload (upload_test.go) measures it against the
// two textbook ways to avoid waiting for a GPU still reading the buffer:
// orphaning (glBufferData with a nil pointer every frame, so the driver
// may hand out fresh memory), which on Mesa's software renderer costs
// more for large buffers, because fresh memory is fresh pages to fault
// in; and an unsynchronised glMapBufferRange, no faster there and only
// safe with fences or a ring of buffers to keep from overwriting what a
// draw still reads. (It needs a display, so it is not among the
// benchmarks of docs/performance.md: run it under Xvfb with
// `go test -run '^$' -bench InstanceUpload ./render/`.)
type instanceBuffer struct {
	vbo      uint32
	capacity int // in instances
	objs     *objects
}

// newInstanceBuffer creates the buffer and wires it to the per-instance
// attributes of the vertex array object that is currently bound.
func newInstanceBuffer(objs *objects) instanceBuffer {
	b := instanceBuffer{vbo: objs.genBuffer(), objs: objs}
	gl.BindBuffer(gl.ARRAY_BUFFER, b.vbo)
	var in frame.Instance
	gl.VertexAttribPointerWithOffset(attrOffset, 3, gl.FLOAT, false, frame.InstanceSize, unsafe.Offsetof(in.Position))
	gl.VertexAttribPointerWithOffset(attrScale, 3, gl.FLOAT, false, frame.InstanceSize, unsafe.Offsetof(in.Scale))
	gl.VertexAttribPointerWithOffset(attrRotation, 3, gl.FLOAT, false, frame.InstanceSize, unsafe.Offsetof(in.Rotation))
	// Four bytes, normalised: the shader reads 0..255 as 0..1.
	gl.VertexAttribPointerWithOffset(attrColor, 4, gl.UNSIGNED_BYTE, true, frame.InstanceSize, unsafe.Offsetof(in.Color))
	for loc := uint32(attrOffset); loc <= attrColor; loc++ {
		gl.VertexAttribDivisor(loc, 1) // advance once per instance, not per vertex
	}
	b.enable(true)
	return b
}

// enable switches the per-instance attribute arrays of the bound vertex
// array object on or off. Off, the shader reads each attribute's "current
// value" instead, which the naive path sets with glVertexAttrib4fv.
func (b *instanceBuffer) enable(on bool) {
	for loc := uint32(attrOffset); loc <= attrColor; loc++ { // the per-instance locations
		if on {
			gl.EnableVertexAttribArray(loc)
		} else {
			gl.DisableVertexAttribArray(loc)
		}
	}
}

// upload copies a batch's instances into the buffer, one after another,
// growing it first if needed, and returns the number of bytes copied. A
// batch in segments (see [frame.Batch]) is gathered here, one
// glBufferSubData a run, each at the end of the one before: the GPU's
// buffer holds the runs with no gap, so one draw call draws them all.
func (b *instanceBuffer) upload(batch *frame.Batch) int {
	n := batch.Len()
	if n == 0 {
		return 0
	}
	gl.BindBuffer(gl.ARRAY_BUFFER, b.vbo)
	if n > b.capacity {
		b.grow(n)
	}
	at := 0
	for run := range batch.Runs() {
		size := len(run) * frame.InstanceSize
		gl.BufferSubData(gl.ARRAY_BUFFER, at, size, unsafe.Pointer(&run[0]))
		at += size
	}
	return at
}

// grow reallocates the bound buffer to hold at least n instances, doubling
// so that a slowly growing scene reallocates only a few times. The vertex
// array object refers to the buffer by name, so it needs no update.
func (b *instanceBuffer) grow(n int) {
	capacity := max(b.capacity, 64)
	for capacity < n {
		capacity *= 2
	}
	gl.BufferData(gl.ARRAY_BUFFER, capacity*frame.InstanceSize, nil, gl.DYNAMIC_DRAW)
	b.capacity = capacity
}

// Delete frees the buffer.
func (b *instanceBuffer) Delete() {
	b.objs.deleteBuffer(&b.vbo)
	b.capacity = 0
}
