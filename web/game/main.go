//go:build js

// Command game is Cubefall compiled to WebAssembly: the program the page
// of package site loads. It is the desktop's main with the browser's
// window: the page passes the command line (-scene from ?scene=, the rest
// from ?args=) as the program's arguments, and package app runs it, with
// render's WebGL2 back-end in place of GLFW and go-gl.
//
// Build it with GOOS=js GOARCH=wasm; `go run ./web` does, and serves it.
package main

import (
	"os"
	"syscall/js"

	"cubefall/app"
)

func main() {
	code := app.Main(app.CatchEndSignals(), os.Args[1:], os.Stdout, os.Stderr)
	// The page learns how the run ended (a -frames run, a bad argument).
	js.Global().Call("cubefallExited", code)
}
