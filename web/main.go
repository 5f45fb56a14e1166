// Command web runs Cubefall in the browser: it compiles the game to
// WebAssembly (GOOS=js GOARCH=wasm, which needs no C compiler), serves
// the page on this machine and prints its address:
//
//	go run ./web                      serve on 127.0.0.1:8045
//	go run ./web -scene storm         the scene the page runs without ?scene=
//	go run ./web -addr 127.0.0.1:0    any free port
//	go run ./web -dist DIR            write a static site to DIR instead
//
// The static site is index.html, wasm_exec.js from the Go distribution,
// and cubefall.wasm with a gzip copy, for any static file host.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"

	"cubefall/scenes"
	"cubefall/web/site"
)

// Exit codes, as the game's: 0 done, 1 failed, 2 bad command line.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command, given its arguments and outputs.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8045", "serve on `host:port` (port 0: any free one)")
	scene := fs.String("scene", scenes.Default, "shipped `scene` the page runs when its address has no ?scene=; one of "+strings.Join(scenes.Names(), ", "))
	dist := fs.String("dist", "", "write the static site to `dir` and exit, instead of serving")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: go run ./web [-addr host:port] [-scene name] [-dist dir]")
		fmt.Fprintln(stderr, "Builds Cubefall for the browser (WebAssembly and WebGL2) and serves it, or writes it as a static site.")
		fmt.Fprintln(stderr, "In the browser, recording to a file, -workers and other files the desktop writes do not work: the page's help says why.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "web: unexpected argument %q (flags only; see -h)\n", fs.Arg(0))
		return exitUsage
	}
	if !slices.Contains(scenes.Names(), *scene) {
		fmt.Fprintf(stderr, "web: -scene %q: the page can run only a shipped scene: %s\n", *scene, strings.Join(scenes.Names(), ", "))
		return exitUsage
	}
	o := site.Options{Scene: *scene}
	if *dist != "" {
		return writeDist(ctx, *dist, o, stdout, stderr)
	}
	return serve(ctx, *addr, o, stdout, stderr)
}

// writeDist writes the static site.
func writeDist(ctx context.Context, dir string, o site.Options, stdout, stderr io.Writer) int {
	if err := site.Write(ctx, dir, o); err != nil {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return exitFailure
	}
	fmt.Fprintf(stdout, "wrote %s: %s, %s, %s, %s\n", dir, site.IndexFile, site.WasmExecFile, site.WasmFile, site.WasmGzFile)
	return exitOK
}

// serve builds the site into a temporary directory and serves it until
// interrupted.
func serve(ctx context.Context, addr string, o site.Options, stdout, stderr io.Writer) int {
	dir, err := os.MkdirTemp("", "cubefall-web-")
	if err != nil {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return exitFailure
	}
	defer os.RemoveAll(dir)
	fmt.Fprintln(stdout, "building the game for the browser (GOOS=js GOARCH=wasm)…")
	if err := site.Write(ctx, dir, o); err != nil {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return exitFailure
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintf(stderr, "web: -addr %s: %v (is another server on that port? try -addr 127.0.0.1:0)\n", addr, err)
		return exitFailure
	}
	srv := &http.Server{Handler: site.Handler(dir)}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	fmt.Fprintf(stdout, "Cubefall in the browser: http://%s/ (Ctrl-C stops)\n", ln.Addr())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return exitFailure
	}
	return exitOK
}
