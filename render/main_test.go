package render

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"testing"
)

// GLFW and GL must be called from the main OS thread, but go test runs each
// test on its own goroutine. So the test binary's main goroutine, locked to
// the main thread here, serves GL work that tests hand it through onMain.
func init() { runtime.LockOSThread() }

// mainWork carries closures from tests to the main goroutine. It is the
// test harness's only package-level state.
var mainWork = make(chan func())

func TestMain(m *testing.M) {
	done := make(chan int)
	go func() { done <- m.Run() }()
	for {
		select {
		case f := <-mainWork:
			f()
		case code := <-done:
			os.Exit(code)
		}
	}
}

// onMain runs f on the main OS thread and waits for it. A panic in f is
// re-raised in the caller's goroutine. f must not call t.Fatal and friends
// (they would stop the main goroutine): return values and assert outside.
func onMain(f func()) {
	var p any
	done := make(chan struct{})
	mainWork <- func() {
		defer close(done)
		defer func() { p = recover() }()
		f()
	}
	<-done
	if p != nil {
		panic(p)
	}
}

// xvfbHint says how to run these tests without a screen.
const xvfbHint = "run them under xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test ./render/..."

// needWindow handles a failure to get a GL context: under CI=true it fails
// the test (CI must really run GL), elsewhere it skips with a hint.
func needWindow(tb testing.TB, err error) {
	tb.Helper()
	if err == nil {
		return
	}
	if os.Getenv("CI") == "true" {
		tb.Fatalf("no GL context under CI=true: %v", err)
	}
	if errors.Is(err, ErrNoDisplay) || errors.Is(err, ErrNoContext) {
		tb.Skipf("GL tests need a display: %v; %s", err, xvfbHint)
	}
	tb.Fatal(err)
}

// openRenderer opens a window of the given size with a renderer in it; both
// are deleted when the test ends.
func openRenderer(tb testing.TB, o WindowOptions) (*Window, *Renderer) {
	tb.Helper()
	if o.Title == "" {
		o.Title = fmt.Sprintf("cubefall %s", tb.Name())
	}
	var (
		w   *Window
		r   *Renderer
		err error
	)
	onMain(func() {
		w, err = OpenWindow(o)
		if err != nil {
			return
		}
		r, err = NewRenderer(w)
		if err != nil {
			w.Close()
		}
	})
	needWindow(tb, err)
	tb.Cleanup(func() {
		onMain(func() {
			r.Delete()
			w.Close()
		})
	})
	return w, r
}
