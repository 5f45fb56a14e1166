//go:build js

package gl

import (
	"errors"
	"syscall/js"
	"unsafe"
)

// webgl is the browser's current context: the WebGL2RenderingContext the
// calls go to, and the tables that turn the uint32 names and int32
// uniform locations of the OpenGL API into the JavaScript objects WebGL2
// hands out instead. Like OpenGL's own current context it is one per
// thread, and a wasm program has one thread.
type webgl struct {
	ctx      js.Value
	objects  []js.Value // by name; name 0 is "no object" (null)
	uniforms []js.Value // by location
	scratch  js.Value   // a Uint8Array that data is copied through
	float32s js.Value   // the Float32Array constructor
}

// current is the context MakeCurrent set, nil before.
var current *webgl

// MakeCurrent makes ctx, a WebGL2RenderingContext, the context every
// function of this package draws into.
func MakeCurrent(ctx js.Value) {
	current = &webgl{
		ctx:      ctx,
		objects:  []js.Value{js.Null()},
		scratch:  js.Global().Get("Uint8Array").New(1 << 16),
		float32s: js.Global().Get("Float32Array"),
	}
}

// call calls the context's method name.
func call(name string, args ...any) js.Value { return current.ctx.Call(name, args...) }

// add records a new WebGL object and returns its name.
func add(o js.Value) uint32 {
	current.objects = append(current.objects, o)
	return uint32(len(current.objects) - 1)
}

// obj returns the object called name, null for 0.
func obj(name uint32) js.Value {
	if int(name) >= len(current.objects) {
		return js.Null()
	}
	return current.objects[name]
}

// release forgets a deleted object.
func release(name uint32) {
	if name != 0 && int(name) < len(current.objects) {
		current.objects[name] = js.Null()
	}
}

// bytes copies n bytes at p into the scratch array and returns a view of
// exactly them, for the WebGL calls that take an ArrayBufferView.
func bytes(p unsafe.Pointer, n int) js.Value {
	if current.scratch.Length() < n {
		current.scratch = js.Global().Get("Uint8Array").New(max(n, 2*current.scratch.Length()))
	}
	js.CopyBytesToJS(current.scratch, unsafe.Slice((*byte)(p), n))
	return current.scratch.Call("subarray", 0, n)
}

// floats is bytes for n float32s, viewed as a Float32Array.
func floats(p *float32, n int) js.Value {
	bytes(unsafe.Pointer(p), 4*n)
	return current.float32s.New(current.scratch.Get("buffer"), 0, n)
}

// cString returns s as a NUL-terminated byte string, as GetString returns.
func cString(s string) *uint8 {
	b := append([]byte(s), 0)
	return &b[0]
}

// pixelSize returns the bytes per pixel of an unsigned-byte format.
func pixelSize(format uint32) int {
	if format == RED {
		return 1
	}
	return 4
}

// Init reports whether MakeCurrent gave the package a context.
func Init() error {
	if current == nil || current.ctx.IsNull() || current.ctx.IsUndefined() {
		return errors.New("gl: no WebGL2 context (the browser gave none, or MakeCurrent was not called)")
	}
	return nil
}

// GoStr turns a NUL-terminated C string into a Go string.
func GoStr(cstr *uint8) string {
	if cstr == nil {
		return ""
	}
	n := 0
	for *(*uint8)(unsafe.Add(unsafe.Pointer(cstr), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(cstr, n))
}

// Str returns a pointer to the first byte of str, which must end in NUL.
func Str(str string) *uint8 {
	if len(str) == 0 || str[len(str)-1] != 0 {
		panic("gl: Str needs a NUL-terminated string")
	}
	return unsafe.StringData(str)
}

// Strs turns NUL-terminated strings into an array of C strings; free
// does nothing here, since nothing was allocated outside Go.
func Strs(strs ...string) (cstrs **uint8, free func()) {
	ptrs := make([]*uint8, len(strs))
	for i, s := range strs {
		ptrs[i] = Str(s)
	}
	return &ptrs[0], func() {}
}

// ActiveTexture calls activeTexture.
func ActiveTexture(texture uint32) { call("activeTexture", texture) }

// AttachShader calls attachShader.
func AttachShader(program, shader uint32) { call("attachShader", obj(program), obj(shader)) }

// BindBuffer calls bindBuffer.
func BindBuffer(target, buffer uint32) { call("bindBuffer", target, obj(buffer)) }

// BindTexture calls bindTexture.
func BindTexture(target, texture uint32) { call("bindTexture", target, obj(texture)) }

// BindVertexArray calls bindVertexArray.
func BindVertexArray(array uint32) { call("bindVertexArray", obj(array)) }

// BlendFunc calls blendFunc.
func BlendFunc(sfactor, dfactor uint32) { call("blendFunc", sfactor, dfactor) }

// BufferData calls bufferData: with data nil it only allocates size bytes.
func BufferData(target uint32, size int, data unsafe.Pointer, usage uint32) {
	if data == nil {
		call("bufferData", target, size, usage)
		return
	}
	call("bufferData", target, bytes(data, size), usage)
}

// BufferSubData calls bufferSubData.
func BufferSubData(target uint32, offset int, size int, data unsafe.Pointer) {
	call("bufferSubData", target, offset, bytes(data, size))
}

// Clear calls clear.
func Clear(mask uint32) { call("clear", mask) }

// ClearColor calls clearColor.
func ClearColor(red, green, blue, alpha float32) { call("clearColor", red, green, blue, alpha) }

// CompileShader calls compileShader.
func CompileShader(shader uint32) { call("compileShader", obj(shader)) }

// CreateProgram calls createProgram.
func CreateProgram() uint32 { return add(call("createProgram")) }

// CreateShader calls createShader.
func CreateShader(xtype uint32) uint32 { return add(call("createShader", xtype)) }

// DebugMessageCallback does nothing: WebGL2 has no KHR_debug.
func DebugMessageCallback(callback DebugProc, userParam unsafe.Pointer) {}

// deleteAll deletes n objects whose names start at names with method.
func deleteAll(method string, n int32, names *uint32) {
	for _, name := range unsafe.Slice(names, n) {
		call(method, obj(name))
		release(name)
	}
}

// genAll creates n objects with method and writes their names at names.
func genAll(method string, n int32, names *uint32) {
	s := unsafe.Slice(names, n)
	for i := range s {
		s[i] = add(call(method))
	}
}

// DeleteBuffers calls deleteBuffer for each name.
func DeleteBuffers(n int32, buffers *uint32) { deleteAll("deleteBuffer", n, buffers) }

// DeleteProgram calls deleteProgram.
func DeleteProgram(program uint32) { call("deleteProgram", obj(program)); release(program) }

// DeleteShader calls deleteShader.
func DeleteShader(shader uint32) { call("deleteShader", obj(shader)); release(shader) }

// DeleteTextures calls deleteTexture for each name.
func DeleteTextures(n int32, textures *uint32) { deleteAll("deleteTexture", n, textures) }

// DeleteVertexArrays calls deleteVertexArray for each name.
func DeleteVertexArrays(n int32, arrays *uint32) { deleteAll("deleteVertexArray", n, arrays) }

// DepthFunc calls depthFunc.
func DepthFunc(xfunc uint32) { call("depthFunc", xfunc) }

// DepthMask calls depthMask.
func DepthMask(flag bool) { call("depthMask", flag) }

// DetachShader calls detachShader.
func DetachShader(program, shader uint32) { call("detachShader", obj(program), obj(shader)) }

// Disable calls disable.
func Disable(cap uint32) { call("disable", cap) }

// DisableVertexAttribArray calls disableVertexAttribArray.
func DisableVertexAttribArray(index uint32) { call("disableVertexAttribArray", index) }

// DrawArrays calls drawArrays.
func DrawArrays(mode uint32, first, count int32) { call("drawArrays", mode, first, count) }

// DrawArraysInstanced calls drawArraysInstanced.
func DrawArraysInstanced(mode uint32, first, count, instancecount int32) {
	call("drawArraysInstanced", mode, first, count, instancecount)
}

// DrawElementsWithOffset calls drawElements.
func DrawElementsWithOffset(mode uint32, count int32, xtype uint32, indices uintptr) {
	call("drawElements", mode, count, xtype, int(indices))
}

// Enable calls enable.
func Enable(cap uint32) { call("enable", cap) }

// EnableVertexAttribArray calls enableVertexAttribArray.
func EnableVertexAttribArray(index uint32) { call("enableVertexAttribArray", index) }

// Finish calls finish.
func Finish() { call("finish") }

// Flush calls flush.
func Flush() { call("flush") }

// GenBuffers calls createBuffer n times.
func GenBuffers(n int32, buffers *uint32) { genAll("createBuffer", n, buffers) }

// GenTextures calls createTexture n times.
func GenTextures(n int32, textures *uint32) { genAll("createTexture", n, textures) }

// GenVertexArrays calls createVertexArray n times.
func GenVertexArrays(n int32, arrays *uint32) { genAll("createVertexArray", n, arrays) }

// GetBufferParameteriv calls getBufferParameter.
func GetBufferParameteriv(target, pname uint32, params *int32) {
	*params = int32(call("getBufferParameter", target, pname).Int())
}

// GetError calls getError.
func GetError() uint32 { return uint32(call("getError").Int()) }

// GetIntegerv calls getParameter. WebGL2 lists no extensions by index,
// so NUM_EXTENSIONS is 0.
func GetIntegerv(pname uint32, data *int32) {
	if pname == NUM_EXTENSIONS {
		*data = 0
		return
	}
	*data = int32(call("getParameter", pname).Int())
}

// infoLog copies log into the C-style buffer of bufSize bytes.
func infoLog(log string, bufSize int32, length *int32, buf *uint8) {
	dst := unsafe.Slice(buf, bufSize)
	n := copy(dst[:max(bufSize-1, 0)], log)
	if bufSize > 0 {
		dst[n] = 0
	}
	if length != nil {
		*length = int32(n)
	}
}

// statusOr answers an iv query: the status as 1 or 0, the log's length
// with its NUL, or the parameter as a number.
func statusOr(pname uint32, status uint32, param func() js.Value, log func() string) int32 {
	switch pname {
	case status:
		if param().Truthy() {
			return 1
		}
		return 0
	case INFO_LOG_LENGTH:
		return int32(len(log()) + 1)
	}
	return int32(param().Int())
}

// GetProgramInfoLog calls getProgramInfoLog.
func GetProgramInfoLog(program uint32, bufSize int32, length *int32, log *uint8) {
	infoLog(call("getProgramInfoLog", obj(program)).String(), bufSize, length, log)
}

// GetProgramiv calls getProgramParameter.
func GetProgramiv(program, pname uint32, params *int32) {
	*params = statusOr(pname, LINK_STATUS,
		func() js.Value { return call("getProgramParameter", obj(program), pname) },
		func() string { return call("getProgramInfoLog", obj(program)).String() })
}

// GetShaderInfoLog calls getShaderInfoLog.
func GetShaderInfoLog(shader uint32, bufSize int32, length *int32, log *uint8) {
	infoLog(call("getShaderInfoLog", obj(shader)).String(), bufSize, length, log)
}

// GetShaderiv calls getShaderParameter.
func GetShaderiv(shader, pname uint32, params *int32) {
	*params = statusOr(pname, COMPILE_STATUS,
		func() js.Value { return call("getShaderParameter", obj(shader), pname) },
		func() string { return call("getShaderInfoLog", obj(shader)).String() })
}

// unmaskedRenderer is WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL:
// the real renderer (SwiftShader, a GPU) where the browser tells it.
const unmaskedRenderer = 0x9246

// GetString calls getParameter for a string.
func GetString(name uint32) *uint8 {
	if name == RENDERER && !call("getExtension", "WEBGL_debug_renderer_info").IsNull() {
		name = unmaskedRenderer
	}
	v := call("getParameter", name)
	if v.Type() != js.TypeString {
		return nil
	}
	return cString(v.String())
}

// GetStringi returns an empty string: see GetIntegerv.
func GetStringi(name, index uint32) *uint8 { return cString("") }

// GetUniformLocation calls getUniformLocation; -1 means no such uniform.
func GetUniformLocation(program uint32, name *uint8) int32 {
	loc := call("getUniformLocation", obj(program), GoStr(name))
	if loc.IsNull() {
		return -1
	}
	current.uniforms = append(current.uniforms, loc)
	return int32(len(current.uniforms) - 1)
}

// uniform returns the location object of loc, null for -1.
func uniform(loc int32) js.Value {
	if loc < 0 || int(loc) >= len(current.uniforms) {
		return js.Null()
	}
	return current.uniforms[loc]
}

// LinkProgram calls linkProgram.
func LinkProgram(program uint32) { call("linkProgram", obj(program)) }

// PixelStorei calls pixelStorei.
func PixelStorei(pname uint32, param int32) { call("pixelStorei", pname, param) }

// ReadBuffer calls readBuffer.
func ReadBuffer(src uint32) { call("readBuffer", src) }

// ReadPixels calls readPixels for unsigned bytes.
func ReadPixels(x, y, width, height int32, format, xtype uint32, pixels unsafe.Pointer) {
	n := int(width) * int(height) * pixelSize(format)
	dst := js.Global().Get("Uint8Array").New(n)
	call("readPixels", x, y, width, height, format, xtype, dst)
	js.CopyBytesToGo(unsafe.Slice((*byte)(pixels), n), dst)
}

// ShaderSource calls shaderSource with the NUL-terminated strings joined,
// their GLSL 330 core header rewritten for GLSL ES 3.00 (see ESHeader).
func ShaderSource(shader uint32, count int32, xstring **uint8, length *int32) {
	src := ""
	for _, s := range unsafe.Slice(xstring, count) {
		src += GoStr(s)
	}
	call("shaderSource", obj(shader), ESHeader(src))
}

// TexImage2D calls texImage2D for unsigned bytes; nil pixels only allocate.
func TexImage2D(target uint32, level, internalformat, width, height, border int32, format, xtype uint32, pixels unsafe.Pointer) {
	if pixels == nil {
		call("texImage2D", target, level, internalformat, width, height, border, format, xtype, js.Null())
		return
	}
	data := bytes(pixels, int(width)*int(height)*pixelSize(format))
	call("texImage2D", target, level, internalformat, width, height, border, format, xtype, data)
}

// TexParameteri calls texParameteri.
func TexParameteri(target, pname uint32, param int32) { call("texParameteri", target, pname, param) }

// TexSubImage2D calls texSubImage2D for unsigned bytes.
func TexSubImage2D(target uint32, level, xoffset, yoffset, width, height int32, format, xtype uint32, pixels unsafe.Pointer) {
	data := bytes(pixels, int(width)*int(height)*pixelSize(format))
	call("texSubImage2D", target, level, xoffset, yoffset, width, height, format, xtype, data)
}

// Uniform1f calls uniform1f.
func Uniform1f(location int32, v0 float32) { call("uniform1f", uniform(location), v0) }

// Uniform2f calls uniform2f.
func Uniform2f(location int32, v0, v1 float32) { call("uniform2f", uniform(location), v0, v1) }

// Uniform3fv calls uniform3fv.
func Uniform3fv(location int32, count int32, value *float32) {
	call("uniform3fv", uniform(location), floats(value, 3*int(count)))
}

// Uniform4f calls uniform4f.
func Uniform4f(location int32, v0, v1, v2, v3 float32) {
	call("uniform4f", uniform(location), v0, v1, v2, v3)
}

// UniformMatrix4fv calls uniformMatrix4fv.
func UniformMatrix4fv(location int32, count int32, transpose bool, value *float32) {
	call("uniformMatrix4fv", uniform(location), transpose, floats(value, 16*int(count)))
}

// UseProgram calls useProgram.
func UseProgram(program uint32) { call("useProgram", obj(program)) }

// VertexAttrib3fv calls vertexAttrib3fv.
func VertexAttrib3fv(index uint32, v *float32) { call("vertexAttrib3fv", index, floats(v, 3)) }

// VertexAttrib4Nub sets a normalised colour attribute with vertexAttrib4f:
// WebGL2 has no byte variant.
func VertexAttrib4Nub(index uint32, x, y, z, w uint8) {
	call("vertexAttrib4f", index, float32(x)/255, float32(y)/255, float32(z)/255, float32(w)/255)
}

// VertexAttribDivisor calls vertexAttribDivisor.
func VertexAttribDivisor(index, divisor uint32) { call("vertexAttribDivisor", index, divisor) }

// VertexAttribPointerWithOffset calls vertexAttribPointer.
func VertexAttribPointerWithOffset(index uint32, size int32, xtype uint32, normalized bool, stride int32, offset uintptr) {
	call("vertexAttribPointer", index, size, xtype, normalized, stride, int(offset))
}

// Viewport calls viewport.
func Viewport(x, y, width, height int32) { call("viewport", x, y, width, height) }
