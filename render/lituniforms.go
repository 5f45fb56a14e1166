package render

import (
	"cubefall/render/frame"

	"cubefall/render/gl"
)

// litUniforms are the uniforms every lit, fogged program shares — the
// camera, the light and the fog — looked up once and set from the frame
// once per draw. The cube and the ground programs both embed them, so the
// two surfaces can never be lit or fogged differently by mistake.
type litUniforms struct {
	view, projection                     int32
	lightDir, lightColor, ambient        int32
	cameraPos, fogColor, fogNear, fogFar int32
}

// findLitUniforms looks the shared uniforms up through u, which collects
// any that are missing for its error.
func findLitUniforms(u *uniforms) litUniforms {
	var l litUniforms
	l.view, l.projection = u.find("uView"), u.find("uProjection")
	l.lightDir, l.lightColor, l.ambient = u.find("uLightDir"), u.find("uLightColor"), u.find("uAmbient")
	l.cameraPos, l.fogColor = u.find("uCameraPos"), u.find("uFogColor")
	l.fogNear, l.fogFar = u.find("uFogNear"), u.find("uFogFar")
	return l
}

// set writes the frame's camera, light and fog into the current program.
func (l *litUniforms) set(f *frame.Frame) {
	gl.UniformMatrix4fv(l.view, 1, false, &f.View[0])
	gl.UniformMatrix4fv(l.projection, 1, false, &f.Projection[0])
	gl.Uniform3fv(l.lightDir, 1, &f.Light.Direction[0])
	gl.Uniform3fv(l.lightColor, 1, &f.Light.Color[0])
	gl.Uniform3fv(l.ambient, 1, &f.Light.Ambient[0])
	gl.Uniform3fv(l.cameraPos, 1, &f.CameraPos[0])
	gl.Uniform3fv(l.fogColor, 1, &f.Clear[0])
	gl.Uniform1f(l.fogNear, f.Fog.Near)
	gl.Uniform1f(l.fogFar, f.Fog.Far)
}
