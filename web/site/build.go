package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The files of the site.
const (
	IndexFile    = "index.html"
	WasmFile     = "cubefall.wasm"
	WasmGzFile   = "cubefall.wasm.gz"
	WasmExecFile = "wasm_exec.js"
)

// gamePackage is the package compiled to WebAssembly.
const gamePackage = "cubefall/web/game"

// Options says how the page starts.
type Options struct {
	// Scene is the shipped scene the page runs when its URL names none
	// (?scene=NAME); empty is the game's default.
	Scene string
}

// Write builds the game for js/wasm and writes the whole site into dir:
// index.html, wasm_exec.js, cubefall.wasm and cubefall.wasm.gz. dir is
// created if missing; files already there are replaced.
func Write(ctx context.Context, dir string, o Options) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, WasmFile)
	if err := BuildWasm(ctx, wasm); err != nil {
		return err
	}
	if err := writeGzip(wasm, filepath.Join(dir, WasmGzFile)); err != nil {
		return err
	}
	if err := copyWasmExec(ctx, filepath.Join(dir, WasmExecFile)); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, IndexFile), Index(o), 0o644)
}

// BuildWasm compiles the game to out with GOOS=js GOARCH=wasm. The symbol
// table and debug information are left out (-s -w): a browser shows no
// Go stack with file names anyway, and they are a third of the file.
func BuildWasm(ctx context.Context, out string) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, gamePackage)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("site: GOOS=js GOARCH=wasm go build %s: %v\n%s", gamePackage, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// copyWasmExec copies wasm_exec.js from the Go distribution that builds
// the game: $(go env GOROOT)/lib/wasm since Go 1.24, misc/wasm before.
func copyWasmExec(ctx context.Context, out string) error {
	root, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("site: go env GOROOT: %v", err)
	}
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), dir, WasmExecFile))
		if err == nil {
			return os.WriteFile(out, data, 0o644)
		}
		if !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("site: %v", err)
		}
	}
	return fmt.Errorf("site: no %s in %s/lib/wasm: is this Go distribution complete?", WasmExecFile, strings.TrimSpace(string(root)))
}

// writeGzip writes a gzip copy of src at the best compression, for
// static hosts that serve a .gz beside the file.
func writeGzip(src, out string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}
