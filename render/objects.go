package render

import (
	"cubefall/render/gl"
)

// ObjectCounts is how many GL objects of each kind are alive (created and
// not yet deleted). [Renderer.Live] reports them; after [Renderer.Delete]
// every count is zero, which is how the tests prove nothing leaks.
type ObjectCounts struct {
	Buffers, VertexArrays, Programs, Shaders, Textures, Framebuffers int
}

// Total returns the sum of all counts.
func (c ObjectCounts) Total() int {
	return c.Buffers + c.VertexArrays + c.Programs + c.Shaders + c.Textures + c.Framebuffers
}

// objectKind is one kind of GL object.
type objectKind int

const (
	kindBuffer objectKind = iota
	kindVertexArray
	kindProgram
	kindShader
	kindTexture
	kindFramebuffer
	kindCount
)

// objects is the ledger of one Renderer: every GL object it creates goes
// through these methods, which record its name (the uint32 GL hands out),
// and every delete removes it. Keeping the names rather than a bare counter
// lets a test ask GL itself whether each recorded object is real.
//
// Each delete method takes a pointer and zeroes it, so deleting twice is
// harmless and an owner's Delete can be called on a half-built value.
type objects struct {
	live [kindCount]map[uint32]struct{}
}

func newObjects() *objects {
	o := &objects{}
	for k := range o.live {
		o.live[k] = make(map[uint32]struct{})
	}
	return o
}

// counts returns how many objects of each kind are alive.
func (o *objects) counts() ObjectCounts {
	return ObjectCounts{
		Buffers:      len(o.live[kindBuffer]),
		VertexArrays: len(o.live[kindVertexArray]),
		Programs:     len(o.live[kindProgram]),
		Shaders:      len(o.live[kindShader]),
		Textures:     len(o.live[kindTexture]),
		Framebuffers: len(o.live[kindFramebuffer]),
	}
}

func (o *objects) add(k objectKind, id uint32) uint32 {
	o.live[k][id] = struct{}{}
	return id
}

// forget removes *id from the ledger and reports whether there was anything
// to delete.
func (o *objects) forget(k objectKind, id *uint32) bool {
	if *id == 0 {
		return false
	}
	delete(o.live[k], *id)
	return true
}

// gen makes one object of kind k with a glGen* function and records it.
func (o *objects) gen(k objectKind, glGen func(int32, *uint32)) uint32 {
	var id uint32
	glGen(1, &id)
	return o.add(k, id)
}

// drop deletes *id with a glDelete* function if it is live, and zeroes it.
func (o *objects) drop(k objectKind, id *uint32, glDelete func(int32, *uint32)) {
	if o.forget(k, id) {
		glDelete(1, id)
		*id = 0
	}
}

func (o *objects) genBuffer() uint32       { return o.gen(kindBuffer, gl.GenBuffers) }
func (o *objects) deleteBuffer(id *uint32) { o.drop(kindBuffer, id, gl.DeleteBuffers) }
func (o *objects) genVertexArray() uint32  { return o.gen(kindVertexArray, gl.GenVertexArrays) }
func (o *objects) deleteVertexArray(id *uint32) {
	o.drop(kindVertexArray, id, gl.DeleteVertexArrays)
}
func (o *objects) genTexture() uint32       { return o.gen(kindTexture, gl.GenTextures) }
func (o *objects) deleteTexture(id *uint32) { o.drop(kindTexture, id, gl.DeleteTextures) }

func (o *objects) createShader(kind uint32) uint32 {
	return o.add(kindShader, gl.CreateShader(kind))
}

func (o *objects) deleteShader(id *uint32) {
	if o.forget(kindShader, id) {
		gl.DeleteShader(*id)
		*id = 0
	}
}

func (o *objects) createProgram() uint32 {
	return o.add(kindProgram, gl.CreateProgram())
}

func (o *objects) deleteProgram(id *uint32) {
	if o.forget(kindProgram, id) {
		gl.DeleteProgram(*id)
		*id = 0
	}
}
