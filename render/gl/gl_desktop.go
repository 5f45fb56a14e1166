//go:build !js

package gl

import (
	"unsafe"

	gogl "github.com/go-gl/gl/v3.3-core/gl"
)

// ActiveTexture calls glActiveTexture.
func ActiveTexture(texture uint32) {
	gogl.ActiveTexture(texture)
}

// AttachShader calls glAttachShader.
func AttachShader(program uint32, shader uint32) {
	gogl.AttachShader(program, shader)
}

// BindBuffer calls glBindBuffer.
func BindBuffer(target uint32, buffer uint32) {
	gogl.BindBuffer(target, buffer)
}

// BindTexture calls glBindTexture.
func BindTexture(target uint32, texture uint32) {
	gogl.BindTexture(target, texture)
}

// BindVertexArray calls glBindVertexArray.
func BindVertexArray(array uint32) {
	gogl.BindVertexArray(array)
}

// BlendFunc calls glBlendFunc.
func BlendFunc(sfactor uint32, dfactor uint32) {
	gogl.BlendFunc(sfactor, dfactor)
}

// BufferData calls glBufferData.
func BufferData(target uint32, size int, data unsafe.Pointer, usage uint32) {
	gogl.BufferData(target, size, data, usage)
}

// BufferSubData calls glBufferSubData.
func BufferSubData(target uint32, offset int, size int, data unsafe.Pointer) {
	gogl.BufferSubData(target, offset, size, data)
}

// Clear calls glClear.
func Clear(mask uint32) {
	gogl.Clear(mask)
}

// ClearColor calls glClearColor.
func ClearColor(red float32, green float32, blue float32, alpha float32) {
	gogl.ClearColor(red, green, blue, alpha)
}

// CompileShader calls glCompileShader.
func CompileShader(shader uint32) {
	gogl.CompileShader(shader)
}

// CreateProgram calls glCreateProgram.
func CreateProgram() uint32 {
	return gogl.CreateProgram()
}

// CreateShader calls glCreateShader.
func CreateShader(xtype uint32) uint32 {
	return gogl.CreateShader(xtype)
}

// DebugMessageCallback calls glDebugMessageCallback.
func DebugMessageCallback(callback DebugProc, userParam unsafe.Pointer) {
	gogl.DebugMessageCallback(gogl.DebugProc(callback), userParam)
}

// DeleteBuffers calls glDeleteBuffers.
func DeleteBuffers(n int32, buffers *uint32) {
	gogl.DeleteBuffers(n, buffers)
}

// DeleteProgram calls glDeleteProgram.
func DeleteProgram(program uint32) {
	gogl.DeleteProgram(program)
}

// DeleteShader calls glDeleteShader.
func DeleteShader(shader uint32) {
	gogl.DeleteShader(shader)
}

// DeleteTextures calls glDeleteTextures.
func DeleteTextures(n int32, textures *uint32) {
	gogl.DeleteTextures(n, textures)
}

// DeleteVertexArrays calls glDeleteVertexArrays.
func DeleteVertexArrays(n int32, arrays *uint32) {
	gogl.DeleteVertexArrays(n, arrays)
}

// DepthFunc calls glDepthFunc.
func DepthFunc(xfunc uint32) {
	gogl.DepthFunc(xfunc)
}

// DepthMask calls glDepthMask.
func DepthMask(flag bool) {
	gogl.DepthMask(flag)
}

// DetachShader calls glDetachShader.
func DetachShader(program uint32, shader uint32) {
	gogl.DetachShader(program, shader)
}

// Disable calls glDisable.
func Disable(cap uint32) {
	gogl.Disable(cap)
}

// DisableVertexAttribArray calls glDisableVertexAttribArray.
func DisableVertexAttribArray(index uint32) {
	gogl.DisableVertexAttribArray(index)
}

// DrawArrays calls glDrawArrays.
func DrawArrays(mode uint32, first int32, count int32) {
	gogl.DrawArrays(mode, first, count)
}

// DrawArraysInstanced calls glDrawArraysInstanced.
func DrawArraysInstanced(mode uint32, first int32, count int32, instancecount int32) {
	gogl.DrawArraysInstanced(mode, first, count, instancecount)
}

// DrawElementsWithOffset calls glDrawElementsWithOffset.
func DrawElementsWithOffset(mode uint32, count int32, xtype uint32, indices uintptr) {
	gogl.DrawElementsWithOffset(mode, count, xtype, indices)
}

// Enable calls glEnable.
func Enable(cap uint32) {
	gogl.Enable(cap)
}

// EnableVertexAttribArray calls glEnableVertexAttribArray.
func EnableVertexAttribArray(index uint32) {
	gogl.EnableVertexAttribArray(index)
}

// Finish calls glFinish.
func Finish() {
	gogl.Finish()
}

// Flush calls glFlush.
func Flush() {
	gogl.Flush()
}

// GenBuffers calls glGenBuffers.
func GenBuffers(n int32, buffers *uint32) {
	gogl.GenBuffers(n, buffers)
}

// GenTextures calls glGenTextures.
func GenTextures(n int32, textures *uint32) {
	gogl.GenTextures(n, textures)
}

// GenVertexArrays calls glGenVertexArrays.
func GenVertexArrays(n int32, arrays *uint32) {
	gogl.GenVertexArrays(n, arrays)
}

// GetBufferParameteriv calls glGetBufferParameteriv.
func GetBufferParameteriv(target uint32, pname uint32, params *int32) {
	gogl.GetBufferParameteriv(target, pname, params)
}

// GetError calls glGetError.
func GetError() uint32 {
	return gogl.GetError()
}

// GetIntegerv calls glGetIntegerv.
func GetIntegerv(pname uint32, data *int32) {
	gogl.GetIntegerv(pname, data)
}

// GetProgramInfoLog calls glGetProgramInfoLog.
func GetProgramInfoLog(program uint32, bufSize int32, length *int32, infoLog *uint8) {
	gogl.GetProgramInfoLog(program, bufSize, length, infoLog)
}

// GetProgramiv calls glGetProgramiv.
func GetProgramiv(program uint32, pname uint32, params *int32) {
	gogl.GetProgramiv(program, pname, params)
}

// GetShaderInfoLog calls glGetShaderInfoLog.
func GetShaderInfoLog(shader uint32, bufSize int32, length *int32, infoLog *uint8) {
	gogl.GetShaderInfoLog(shader, bufSize, length, infoLog)
}

// GetShaderiv calls glGetShaderiv.
func GetShaderiv(shader uint32, pname uint32, params *int32) {
	gogl.GetShaderiv(shader, pname, params)
}

// GetString calls glGetString.
func GetString(name uint32) *uint8 {
	return gogl.GetString(name)
}

// GetStringi calls glGetStringi.
func GetStringi(name uint32, index uint32) *uint8 {
	return gogl.GetStringi(name, index)
}

// GetUniformLocation calls glGetUniformLocation.
func GetUniformLocation(program uint32, name *uint8) int32 {
	return gogl.GetUniformLocation(program, name)
}

// GoStr turns a NUL-terminated C string into a Go string.
func GoStr(cstr *uint8) string {
	return gogl.GoStr(cstr)
}

// Init loads the GL functions of the current context.
func Init() error {
	return gogl.Init()
}

// LinkProgram calls glLinkProgram.
func LinkProgram(program uint32) {
	gogl.LinkProgram(program)
}

// MapBufferRange calls glMapBufferRange.
func MapBufferRange(target uint32, offset int, length int, access uint32) unsafe.Pointer {
	return gogl.MapBufferRange(target, offset, length, access)
}

// PixelStorei calls glPixelStorei.
func PixelStorei(pname uint32, param int32) {
	gogl.PixelStorei(pname, param)
}

// ReadBuffer calls glReadBuffer.
func ReadBuffer(src uint32) {
	gogl.ReadBuffer(src)
}

// ReadPixels calls glReadPixels.
func ReadPixels(x int32, y int32, width int32, height int32, format uint32, xtype uint32, pixels unsafe.Pointer) {
	gogl.ReadPixels(x, y, width, height, format, xtype, pixels)
}

// ShaderSource calls glShaderSource.
func ShaderSource(shader uint32, count int32, xstring **uint8, length *int32) {
	gogl.ShaderSource(shader, count, xstring, length)
}

// Str returns a pointer to the first byte of a NUL-terminated Go string.
func Str(str string) *uint8 {
	return gogl.Str(str)
}

// Strs turns NUL-terminated Go strings into C strings, freed by free.
func Strs(strs ...string) (cstrs **uint8, free func()) {
	return gogl.Strs(strs...)
}

// TexImage2D calls glTexImage2D.
func TexImage2D(target uint32, level int32, internalformat int32, width int32, height int32, border int32, format uint32, xtype uint32, pixels unsafe.Pointer) {
	gogl.TexImage2D(target, level, internalformat, width, height, border, format, xtype, pixels)
}

// TexParameteri calls glTexParameteri.
func TexParameteri(target uint32, pname uint32, param int32) {
	gogl.TexParameteri(target, pname, param)
}

// TexSubImage2D calls glTexSubImage2D.
func TexSubImage2D(target uint32, level int32, xoffset int32, yoffset int32, width int32, height int32, format uint32, xtype uint32, pixels unsafe.Pointer) {
	gogl.TexSubImage2D(target, level, xoffset, yoffset, width, height, format, xtype, pixels)
}

// Uniform1f calls glUniform1f.
func Uniform1f(location int32, v0 float32) {
	gogl.Uniform1f(location, v0)
}

// Uniform2f calls glUniform2f.
func Uniform2f(location int32, v0 float32, v1 float32) {
	gogl.Uniform2f(location, v0, v1)
}

// Uniform3fv calls glUniform3fv.
func Uniform3fv(location int32, count int32, value *float32) {
	gogl.Uniform3fv(location, count, value)
}

// Uniform4f calls glUniform4f.
func Uniform4f(location int32, v0 float32, v1 float32, v2 float32, v3 float32) {
	gogl.Uniform4f(location, v0, v1, v2, v3)
}

// UniformMatrix4fv calls glUniformMatrix4fv.
func UniformMatrix4fv(location int32, count int32, transpose bool, value *float32) {
	gogl.UniformMatrix4fv(location, count, transpose, value)
}

// UnmapBuffer calls glUnmapBuffer.
func UnmapBuffer(target uint32) bool {
	return gogl.UnmapBuffer(target)
}

// UseProgram calls glUseProgram.
func UseProgram(program uint32) {
	gogl.UseProgram(program)
}

// VertexAttrib3fv calls glVertexAttrib3fv.
func VertexAttrib3fv(index uint32, v *float32) {
	gogl.VertexAttrib3fv(index, v)
}

// VertexAttrib4Nub calls glVertexAttrib4Nub.
func VertexAttrib4Nub(index uint32, x uint8, y uint8, z uint8, w uint8) {
	gogl.VertexAttrib4Nub(index, x, y, z, w)
}

// VertexAttribDivisor calls glVertexAttribDivisor.
func VertexAttribDivisor(index uint32, divisor uint32) {
	gogl.VertexAttribDivisor(index, divisor)
}

// VertexAttribPointerWithOffset calls glVertexAttribPointerWithOffset.
func VertexAttribPointerWithOffset(index uint32, size int32, xtype uint32, normalized bool, stride int32, offset uintptr) {
	gogl.VertexAttribPointerWithOffset(index, size, xtype, normalized, stride, offset)
}

// Viewport calls glViewport.
func Viewport(x int32, y int32, width int32, height int32) {
	gogl.Viewport(x, y, width, height)
}
