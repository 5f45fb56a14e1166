// Command standalone checks that the repository stands on its own: no
// tracked file sends its reader to a document, an article number or an
// issue number that the repository does not contain. A reader of Cubefall
// has only the repository, so every idea is restated where it is used, and
// an idea from elsewhere is cited by a public URL that anyone can open.
//
// It prints every offending line as file:line: reason, and exits 1 if there
// is one. scripts/test.sh runs it as the "standalone" step:
//
//	go run ./internal/tools/standalone
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// ownDir is skipped: its sources and tests spell out what they look for.
const ownDir = "internal/tools/standalone/"

func main() {
	os.Exit(run(os.Stdout, os.Stderr))
}

func run(stdout, stderr io.Writer) int {
	files, err := trackedFiles()
	if err != nil {
		fmt.Fprintln(stderr, "standalone:", err)
		return 2
	}
	var hits []hit
	for _, f := range files {
		h, err := scanFile(f)
		if err != nil {
			fmt.Fprintln(stderr, "standalone:", err)
			return 2
		}
		hits = append(hits, h...)
	}
	for _, h := range hits {
		fmt.Fprintf(stdout, "%s:%d: %s\n\t%s\n", h.file, h.line, h.why, h.text)
	}
	if len(hits) > 0 {
		fmt.Fprintf(stdout, "%d lines point at what a reader cannot open: restate the idea, or cite a public URL.\n", len(hits))
		return 1
	}
	fmt.Fprintf(stdout, "standalone: %d tracked files checked, no references a reader cannot follow.\n", len(files))
	return 0
}

// trackedFiles lists the files git tracks plus new files not yet added
// (but not ignored ones), relative to the repository's top.
func trackedFiles() ([]string, error) {
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return nil, fmt.Errorf("not in a git checkout: %w", err)
	}
	if err := os.Chdir(strings.TrimSpace(string(top))); err != nil {
		return nil, err
	}
	out, err := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		return nil, fmt.Errorf("git ls-files: %w", err)
	}
	var files []string
	for _, f := range strings.Split(string(out), "\x00") {
		if f != "" && !strings.HasPrefix(f, ownDir) {
			files = append(files, filepath.ToSlash(f))
		}
	}
	return files, nil
}

// scanFile checks one file; binary files (a NUL byte, or not UTF-8) and
// files deleted from the work tree are skipped.
func scanFile(name string) ([]hit, error) {
	data, err := os.ReadFile(name)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return nil, nil
	}
	return scan(name, string(data)), nil
}
