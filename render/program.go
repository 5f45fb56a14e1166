package render

import (
	"fmt"
	"io/fs"
	"strings"

	"cubefall/render/gl"
)

// loadProgram compiles the vertex and fragment shader files vert and frag
// from fsys and links them into a program. The renderer passes the embedded
// shaders.FS(); tests pass a file system holding a broken shader, so the
// error path they check is the one the game runs.
//
// Errors name the file and carry the driver's log, for example
//
//	render: compile cube.frag: 0:12(5): error: `colour' undeclared
//
// The shader objects are deleted once linked: the program keeps the code.
func loadProgram(objs *objects, fsys fs.FS, vert, frag string) (uint32, error) {
	vs, err := compileShaderFile(objs, fsys, vert, gl.VERTEX_SHADER)
	if err != nil {
		return 0, err
	}
	defer objs.deleteShader(&vs)
	fs, err := compileShaderFile(objs, fsys, frag, gl.FRAGMENT_SHADER)
	if err != nil {
		return 0, err
	}
	defer objs.deleteShader(&fs)
	return linkProgram(objs, vert+" + "+frag, vs, fs)
}

// compileShaderFile reads one shader source from fsys and compiles it.
func compileShaderFile(objs *objects, fsys fs.FS, file string, kind uint32) (uint32, error) {
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return 0, fmt.Errorf("render: load shader: %w", err)
	}
	return compileShader(objs, file, string(src), kind)
}

// compileShader compiles source as a shader of the given kind; file names it
// in the error.
func compileShader(objs *objects, file, source string, kind uint32) (uint32, error) {
	id := objs.createShader(kind)
	csrc, free := gl.Strs(source + "\x00") // go-gl wants C strings: NUL-terminated
	defer free()
	gl.ShaderSource(id, 1, csrc, nil)
	gl.CompileShader(id)

	var ok int32
	gl.GetShaderiv(id, gl.COMPILE_STATUS, &ok)
	if ok == gl.FALSE {
		log := infoLog(id, gl.GetShaderiv, gl.GetShaderInfoLog)
		objs.deleteShader(&id)
		return 0, fmt.Errorf("render: compile %s: %s", file, log)
	}
	return id, nil
}

// linkProgram links two compiled shaders; name names the pair in the error.
func linkProgram(objs *objects, name string, vs, fs uint32) (uint32, error) {
	id := objs.createProgram()
	gl.AttachShader(id, vs)
	gl.AttachShader(id, fs)
	gl.LinkProgram(id)
	gl.DetachShader(id, vs)
	gl.DetachShader(id, fs)

	var ok int32
	gl.GetProgramiv(id, gl.LINK_STATUS, &ok)
	if ok == gl.FALSE {
		log := infoLog(id, gl.GetProgramiv, gl.GetProgramInfoLog)
		objs.deleteProgram(&id)
		return 0, fmt.Errorf("render: link %s: %s", name, log)
	}
	return id, nil
}

// infoLog fetches a shader's or a program's log with the matching pair of
// GL functions, trimmed of the trailing NUL and newlines.
func infoLog(id uint32, getiv func(uint32, uint32, *int32), getLog func(uint32, int32, *int32, *uint8)) string {
	var n int32
	getiv(id, gl.INFO_LOG_LENGTH, &n)
	if n <= 1 {
		return "(the driver gave no log)"
	}
	buf := make([]byte, n)
	getLog(id, n, nil, &buf[0])
	return strings.TrimRight(string(buf), "\x00\r\n ")
}

// uniforms looks up uniform locations of one program and remembers which
// names it could not find, so a misspelt name is an error at start-up
// rather than a silently unset value.
type uniforms struct {
	program uint32
	name    string
	missing []string
}

// find returns the location of the uniform called name.
func (u *uniforms) find(name string) int32 {
	loc := gl.GetUniformLocation(u.program, gl.Str(name+"\x00"))
	if loc < 0 {
		u.missing = append(u.missing, name)
	}
	return loc
}

// err reports the names find could not locate.
func (u *uniforms) err() error {
	if len(u.missing) == 0 {
		return nil
	}
	return fmt.Errorf("render: program %s has no active uniform %s (misspelt, or unused so the compiler removed it)",
		u.name, strings.Join(u.missing, ", "))
}
