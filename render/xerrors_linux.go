//go:build linux && !wayland

package render

/*
#cgo pkg-config: x11
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern void goXError(char *text, unsigned long resource, int code, int request);

// lostDisplayPrefix starts the one line printed when the X connection is
// lost; Go sets it before the first connection is opened.
static char lostDisplayPrefix[128] = "X";

static void setLostDisplayPrefix(const char *prefix) {
	snprintf(lostDisplayPrefix, sizeof lostDisplayPrefix, "%s", prefix);
}

// onXError receives protocol errors: a request named a window, pixmap or
// other resource that is no longer there. They are not fatal, so Go logs
// them and Xlib carries on.
static int onXError(Display *d, XErrorEvent *e) {
	char text[160];
	XGetErrorText(d, e->error_code, text, sizeof text);
	goXError(text, e->resourceid, e->error_code, e->request_code);
	return 0;
}

// onXIOError is called when the connection to the X server is lost. Xlib
// cannot go on, and the handler must not return: it prints one line and
// ends the process. _exit, not exit: the atexit handlers of the GL driver
// would talk to the dead connection again.
static int onXIOError(Display *d) {
	fprintf(stderr, "%s: lost the connection to the X display %s (the X server stopped, or closed the connection); exiting without statistics\n",
		lostDisplayPrefix, DisplayString(d));
	fflush(stderr);
	_exit(1);
	return 0;
}

static void installXHandlers(void) {
	XSetErrorHandler(onXError);
	XSetIOErrorHandler(onXIOError);
}
*/
import "C"

import (
	"os"
	"path/filepath"
	"unsafe"
)

// installXHandlers replaces Xlib's default error handlers, which print a
// report of several lines and exit(1) on any error, by these:
//
//   - a protocol error (a request about a window or drawable that is gone)
//     is logged as one warning per kind; an error naming this program's own
//     window, which another client destroyed, ends the program with one
//     line and exit 1 (see xErrorLog.report);
//   - a lost connection (the X server stopped, or closed the connection)
//     prints one line, "<program>: lost the connection to the X display ...",
//     and exits 1 at once. Xlib requires this handler not to return, and it
//     runs deep inside a C call into Xlib, so nothing on the Go side can be
//     finished from there: no statistics and no screenshot are written.
//
// The handlers are process-wide (Xlib has one of each); GLFW swaps in its
// own for a moment around some calls and puts back the one it found.
func installXHandlers() {
	prefix := C.CString(filepath.Base(os.Args[0]))
	defer C.free(unsafe.Pointer(prefix))
	C.setLostDisplayPrefix(prefix)
	C.installXHandlers()
}

//export goXError
func goXError(text *C.char, resource C.ulong, code, request C.int) {
	xerrs.report(C.GoString(text), uint64(resource), int(code), int(request))
}

// x11Window returns the X window id of w, which X errors name.
func x11Window(w *Window) uint64 {
	return uint64(w.glfw.GetX11Window())
}
