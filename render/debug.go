package render

import (
	"fmt"
	"log/slog"
	"unsafe"

	"cubefall/render/gl"
)

// glDebug is the -debug-gl mode: it makes GL errors visible instead of
// silent. GL reports errors in two ways:
//
//   - The KHR_debug extension (core in GL 4.3, offered by Mesa in 3.3
//     contexts too) calls a function for every error and warning, with its
//     source, type and severity. We ask for synchronous delivery, so the
//     callback runs inside the GL call that caused it, on the main thread.
//   - Without it, glGetError returns one error code at a time, with no hint
//     of which call set it. The renderer calls check at the end of every
//     pass, so an error is at least pinned to a pass.
//
// With the mode off nothing is installed and check does nothing: glGetError
// forces the driver to synchronise, which costs time in every frame.
type glDebug struct {
	enabled  bool
	callback bool // the KHR_debug callback is installed
	log      *slog.Logger
	messages []string
}

// newGLDebug sets up the mode for the current context.
func newGLDebug(enabled bool, log *slog.Logger) *glDebug {
	d := &glDebug{enabled: enabled, log: log}
	if !enabled {
		return d
	}
	// go-gl leaves a missing entry point nil and calling it would crash, so
	// the extension list decides, not the function pointer.
	if !hasExtension("GL_KHR_debug") {
		log.Info("debug-gl: KHR_debug not available; checking glGetError after each pass")
		return d
	}
	gl.Enable(gl.DEBUG_OUTPUT)
	gl.Enable(gl.DEBUG_OUTPUT_SYNCHRONOUS)
	gl.DebugMessageCallback(d.onMessage, nil)
	d.callback = true
	log.Info("debug-gl: KHR_debug message callback installed")
	return d
}

// hasExtension reports whether the current context lists the extension.
func hasExtension(name string) bool {
	var n int32
	gl.GetIntegerv(gl.NUM_EXTENSIONS, &n)
	for i := range uint32(n) {
		if gl.GoStr(gl.GetStringi(gl.EXTENSIONS, i)) == name {
			return true
		}
	}
	return false
}

// onMessage is the KHR_debug callback. Notifications (information such as
// "buffer uses video memory") are logged at debug level only; everything
// else is kept for GLErrors and logged as a warning.
func (d *glDebug) onMessage(source, kind, id, severity uint32, _ int32, message string, _ unsafe.Pointer) {
	attrs := []any{"source", sourceName(source), "type", typeName(kind), "severity", severityName(severity), "id", id}
	if severity == gl.DEBUG_SEVERITY_NOTIFICATION {
		d.log.Debug("GL: "+message, attrs...)
		return
	}
	d.log.Warn("GL: "+message, attrs...)
	d.messages = append(d.messages, fmt.Sprintf("GL %s %s (%s severity): %s",
		sourceName(source), typeName(kind), severityName(severity), message))
}

// check drains glGetError after a pass when the mode is on and there is no
// callback.
func (d *glDebug) check(pass string) {
	if !d.enabled || d.callback {
		return
	}
	for e := gl.GetError(); e != gl.NO_ERROR; e = gl.GetError() {
		msg := fmt.Sprintf("GL error %s after the %s", errorName(e), pass)
		d.log.Warn(msg)
		d.messages = append(d.messages, msg)
	}
}

// drain returns the messages recorded since the last call.
func (d *glDebug) drain() []string {
	m := d.messages
	d.messages = nil
	return m
}

// useGetError switches an installed callback off and falls back to
// glGetError, as on a driver without KHR_debug. Tests use it to exercise
// both paths on one machine.
func (d *glDebug) useGetError() {
	d.stop()
	d.callback = false
}

// stop uninstalls the callback before the context goes away.
func (d *glDebug) stop() {
	if d.callback {
		gl.Disable(gl.DEBUG_OUTPUT)
		gl.DebugMessageCallback(nil, nil)
	}
}

func errorName(e uint32) string {
	switch e {
	case gl.INVALID_ENUM:
		return "INVALID_ENUM"
	case gl.INVALID_VALUE:
		return "INVALID_VALUE"
	case gl.INVALID_OPERATION:
		return "INVALID_OPERATION"
	case gl.INVALID_FRAMEBUFFER_OPERATION:
		return "INVALID_FRAMEBUFFER_OPERATION"
	case gl.OUT_OF_MEMORY:
		return "OUT_OF_MEMORY"
	}
	return fmt.Sprintf("0x%x", e)
}

func sourceName(s uint32) string {
	switch s {
	case gl.DEBUG_SOURCE_API:
		return "API"
	case gl.DEBUG_SOURCE_WINDOW_SYSTEM:
		return "window-system"
	case gl.DEBUG_SOURCE_SHADER_COMPILER:
		return "shader-compiler"
	case gl.DEBUG_SOURCE_THIRD_PARTY:
		return "third-party"
	case gl.DEBUG_SOURCE_APPLICATION:
		return "application"
	}
	return "other"
}

func typeName(t uint32) string {
	switch t {
	case gl.DEBUG_TYPE_ERROR:
		return "error"
	case gl.DEBUG_TYPE_DEPRECATED_BEHAVIOR:
		return "deprecated-behaviour"
	case gl.DEBUG_TYPE_UNDEFINED_BEHAVIOR:
		return "undefined-behaviour"
	case gl.DEBUG_TYPE_PORTABILITY:
		return "portability"
	case gl.DEBUG_TYPE_PERFORMANCE:
		return "performance"
	}
	return "other"
}

func severityName(s uint32) string {
	switch s {
	case gl.DEBUG_SEVERITY_HIGH:
		return "high"
	case gl.DEBUG_SEVERITY_MEDIUM:
		return "medium"
	case gl.DEBUG_SEVERITY_LOW:
		return "low"
	}
	return "notification"
}
