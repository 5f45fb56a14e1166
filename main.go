// Cubefall is a playable demo of an Entity-Component-System in Go: 10,000
// lit cubes fall, each under its own gravity, and the player flies the
// camera, pauses, and swaps which entities get gravity.
//
// This file only wires the parts together; see flags.go for the command
// line, app.go for building the world, loop.go for the frame loop and
// stats.go for -stats. The behaviour lives in package systems, the data in
// package components, the drawing in package render.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"syscall"
)

// init locks the main goroutine to the main OS thread. GLFW and OpenGL keep
// per-thread state (the current context, and on macOS the event loop must
// run on the first thread), while Go may move a goroutine between threads
// at any moment. Locking in init, before main starts, keeps every GL and
// GLFW call on the thread that created the window.
func init() { runtime.LockOSThread() }

func main() {
	ctx := catchEndSignals() // first: from here on a signal ends the run in order
	os.Exit(runContext(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// endSignals are the signals that end a run in order, like closing the
// window: Ctrl-C (SIGINT), a service manager or kill (SIGTERM), and a
// closed terminal (SIGHUP). SIGQUIT (Ctrl-\) is left to Go's default on
// purpose: it prints every goroutine's stack and exits 2, the one way to
// see where a hung program is stuck.
var endSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}

// catchEndSignals takes over endSignals and returns a context cancelled by
// the first one. A second one exits at once (exit 1, one line on stderr):
// the way out when the orderly end itself is stuck, for example in a call
// to an X server that no longer answers.
//
// It is the first statement of main. Before it, from the exec until the
// Go runtime and the packages have started (mostly the dynamic loader's
// work), these signals still have their default effect and end
// the process at once: no program can act on a signal before it has asked
// for it.
func catchEndSignals() context.Context {
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, endSignals...)
	ctx, cancel := context.WithCancelCause(context.Background())
	go func() {
		sig := <-ch
		cancel(fmt.Errorf("interrupted by %v", sig))
		sig = <-ch
		fmt.Fprintf(os.Stderr, "cubefall: %v again: exiting at once, without statistics\n", sig)
		os.Exit(exitFailure)
	}()
	return ctx
}
