//go:build (!linux || wayland) && !js

package render

// installXHandlers does nothing where GLFW does not use Xlib.
func installXHandlers() {}

// x11Window returns 0 where windows are not X windows.
func x11Window(*Window) uint64 { return 0 }
