package render

import (
	"io/fs"

	"cubefall/render/frame"

	"cubefall/render/gl"
)

// cubeProgram is shaders/cube.vert + cube.frag with its uniform locations,
// looked up once.
type cubeProgram struct {
	id   uint32
	lit  litUniforms
	objs *objects
}

func newCubeProgram(objs *objects, fsys fs.FS) (*cubeProgram, error) {
	id, err := loadProgram(objs, fsys, "cube.vert", "cube.frag")
	if err != nil {
		return nil, err
	}
	p := &cubeProgram{id: id, objs: objs}
	u := uniforms{program: id, name: "cube.vert + cube.frag"}
	p.lit = findLitUniforms(&u)
	if err := u.err(); err != nil {
		p.Delete()
		return nil, err
	}
	return p, nil
}

// use makes the program current and sets the uniforms that are the same for
// every instance of the frame: camera, light and fog.
func (p *cubeProgram) use(f *frame.Frame) {
	gl.UseProgram(p.id)
	p.lit.set(f)
}

// Delete frees the program.
func (p *cubeProgram) Delete() {
	p.objs.deleteProgram(&p.id)
}
