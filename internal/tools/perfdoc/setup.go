package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// titleSetup is the heading of the set-up section; docs/usage.md links
// to its anchor.
const titleSetup = "Set-up"

// setupData is what a newcomer waits for before the first window: the
// first build of the demo with an empty build cache, what that cache holds
// afterwards, and a rebuild once it is warm.
type setupData struct {
	FirstBuild time.Duration
	CacheMiB   float64
	Rebuild    time.Duration
	Skipped    string
	Errors     []string
}

// runSetup builds the demo twice into outDir with a build cache of its own,
// empty at the start, so that the first build compiles everything (the C
// code of the OpenGL and GLFW bindings included), as on a fresh machine.
// Downloaded modules are not counted: the module cache is the usual one.
func runSetup(root, outDir string, quick bool, log *progress) *setupData {
	if quick {
		return &setupData{Skipped: "skipped with -quick (a build with an empty cache takes over a minute)"}
	}
	cache, err := os.MkdirTemp(outDir, "gocache-")
	if err != nil {
		return &setupData{Errors: []string{"set-up: " + err.Error()}}
	}
	defer os.RemoveAll(cache)
	d := &setupData{}
	bin := filepath.Join(outDir, "cubefall-setup")
	if d.FirstBuild, err = timedBuild(root, cache, bin); err != nil {
		d.Errors = append(d.Errors, "set-up, first build: "+err.Error())
		return d
	}
	d.CacheMiB = dirMiB(cache)
	if d.Rebuild, err = timedBuild(root, cache, bin); err != nil {
		d.Errors = append(d.Errors, "set-up, rebuild: "+err.Error())
	}
	log.printf("set-up: first build %v, cache %.0f MiB, rebuild %v", d.FirstBuild, d.CacheMiB, d.Rebuild)
	return d
}

// timedBuild runs go build of the demo with the given build cache and
// returns how long it took.
func timedBuild(root, cache, bin string) (time.Duration, error) {
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOCACHE="+cache)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("%v: %s", err, lastLines(string(out), 4))
	}
	return time.Since(start), nil
}

// dirMiB is the size of the files under dir, in MiB.
func dirMiB(dir string) float64 {
	var total int64
	filepath.WalkDir(dir, func(_ string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			if info, err := e.Info(); err == nil {
				total += info.Size()
			}
		}
		return nil
	})
	return float64(total) / (1 << 20)
}

// renderSetup writes the set-up section.
func renderSetup(b *strings.Builder, d *setupData) {
	fmt.Fprintf(b, "## %s\n\n", titleSetup)
	b.WriteString(wrap("What a newcomer waits for before the first window, once the system packages are "+
		"installed and the modules downloaded: `go build` of the demo with an empty build cache (cgo "+
		"compiles the C code of the OpenGL and GLFW bindings, most of the time), the size of that "+
		"cache afterwards, and the same build again with the cache warm, as every later build is.", 90))
	b.WriteString("\n\n")
	switch {
	case d == nil:
		b.WriteString("Not run.\n\n")
		return
	case d.Skipped != "":
		fmt.Fprintf(b, "Not measured: %s.\n\n", d.Skipped)
		return
	case d.FirstBuild == 0:
		b.WriteString("Not measured: the build failed (see the notes below).\n\n")
		return
	}
	b.WriteString("| first build (empty cache) | build cache after it | rebuild (warm cache) | first / rebuild |\n")
	b.WriteString("|--:|--:|--:|--:|\n")
	ratio := "—"
	if d.Rebuild > 0 {
		ratio = fmt.Sprintf("%.0f×", d.FirstBuild.Seconds()/d.Rebuild.Seconds())
	}
	fmt.Fprintf(b, "| %s | %.0f MiB | %s | %s |\n\n", formatSeconds(d.FirstBuild), d.CacheMiB, formatSeconds(d.Rebuild), ratio)
}

// setupNotes are what the notes section says about the set-up.
func setupNotes(d *setupData) []string {
	if d == nil {
		return nil
	}
	var notes []string
	if d.Skipped != "" {
		notes = append(notes, "The set-up was not measured: "+d.Skipped+".")
	}
	return append(notes, d.Errors...)
}
