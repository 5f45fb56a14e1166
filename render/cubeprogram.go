package render

import (
	"io/fs"

	"cubefall/render/frame"

	"github.com/go-gl/gl/v3.3-core/gl"
)

// cubeProgram is shaders/cube.vert + cube.frag with its uniform locations,
// looked up once.
type cubeProgram struct {
	id                                   uint32
	view, projection                     int32
	lightDir, lightColor, ambient        int32
	cameraPos, fogColor, fogNear, fogFar int32
	objs                                 *objects
}

func newCubeProgram(objs *objects, fsys fs.FS) (*cubeProgram, error) {
	id, err := loadProgram(objs, fsys, "cube.vert", "cube.frag")
	if err != nil {
		return nil, err
	}
	p := &cubeProgram{id: id, objs: objs}
	u := uniforms{program: id, name: "cube.vert + cube.frag"}
	p.view, p.projection = u.find("uView"), u.find("uProjection")
	p.lightDir, p.lightColor, p.ambient = u.find("uLightDir"), u.find("uLightColor"), u.find("uAmbient")
	p.cameraPos, p.fogColor = u.find("uCameraPos"), u.find("uFogColor")
	p.fogNear, p.fogFar = u.find("uFogNear"), u.find("uFogFar")
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
	gl.UniformMatrix4fv(p.view, 1, false, &f.View[0])
	gl.UniformMatrix4fv(p.projection, 1, false, &f.Projection[0])
	gl.Uniform3fv(p.lightDir, 1, &f.Light.Direction[0])
	gl.Uniform3fv(p.lightColor, 1, &f.Light.Color[0])
	gl.Uniform3fv(p.ambient, 1, &f.Light.Ambient[0])
	gl.Uniform3fv(p.cameraPos, 1, &f.CameraPos[0])
	gl.Uniform3fv(p.fogColor, 1, &f.Clear[0])
	gl.Uniform1f(p.fogNear, f.Fog.Near)
	gl.Uniform1f(p.fogFar, f.Fog.Far)
}

// Delete frees the program.
func (p *cubeProgram) Delete() {
	p.objs.deleteProgram(&p.id)
}
