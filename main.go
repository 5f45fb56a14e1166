// Cubefall is a playable demo of an Entity-Component-System in Go: 10,000
// lit cubes fall, each under its own gravity, and the player flies the
// camera, pauses, and swaps which entities get gravity.
//
// This file only starts the program; package app is the program itself
// (app/app.go for building the world, app/flags.go for the command line,
// app/loop.go for the frame loop, app/stats.go for -stats). The behaviour
// lives in package systems, the data in package components, the drawing
// in package render.
package main

import (
	"os"
	"runtime"

	"cubefall/app"
	"cubefall/internal/atomicfile"
)

// init locks the main goroutine to the main OS thread. GLFW and OpenGL keep
// per-thread state (the current context, and on macOS the event loop must
// run on the first thread), while Go may move a goroutine between threads
// at any moment. Locking in init, before main starts, keeps every GL and
// GLFW call on the thread that created the window.
func init() { runtime.LockOSThread() }

func main() {
	ctx := app.CatchEndSignals() // first: from here on a signal ends the run in order
	code := app.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	atomicfile.RemoveTemporary() // a write some goroutine was left in leaves no temporary file
	os.Exit(code)
}
