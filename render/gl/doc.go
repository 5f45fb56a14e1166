// Package gl is the seam between Cubefall's one renderer and the graphics
// API under it: the small set of OpenGL calls package render makes, with
// two back-ends behind the same names.
//
//   - On the desktop (every GOOS but js) each function calls the same
//     function of github.com/go-gl/gl, OpenGL 3.3 core through cgo.
//   - In the browser (GOOS=js) each function calls the matching method of
//     a WebGL2 context through syscall/js. WebGL2 is OpenGL ES 3.0, which
//     has everything the renderer draws with: vertex array objects,
//     instancing, R8 textures, 32-bit indices.
//
// The functions keep go-gl's names and signatures (pointers for arrays,
// NUL-terminated strings), so render's batches, passes, text atlas and
// inspector drawing are written once and read like any OpenGL program.
// The build tag picks the back-end; no code above render knows which one
// it runs on.
//
// The shaders are written in GLSL 330 core. GLSL ES 3.00 differs in the
// first line and in needing a default float precision, so the browser
// back-end rewrites that header as it loads a shader ([ESHeader]) and
// leaves the rest as it is.
package gl

import "unsafe"

// DebugProc is the KHR_debug message callback's type. WebGL2 has no such
// callback; there the renderer falls back to glGetError.
type DebugProc func(source, gltype, id, severity uint32, length int32, message string, userParam unsafe.Pointer)
