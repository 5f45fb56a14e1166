package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedFilesAreCurrent runs the generator in memory and compares
// each file with the one committed in package ecs, so that a template
// change without a regeneration (or a hand edit of a generated file) fails
// here instead of going unnoticed.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		path := filepath.Join("..", "..", f.name)
		committed, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("ecs/%s: %v; regenerate it with: go generate ./ecs", f.name, err)
			continue
		}
		if !bytes.Equal(committed, f.src) {
			t.Errorf("ecs/%s differs from what ecs/internal/gen produces (%s); regenerate it with: go generate ./ecs",
				f.name, firstDifference(committed, f.src))
		}
	}
}

// firstDifference describes the first line on which got and want differ.
func firstDifference(got, want []byte) string {
	g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := range min(len(g), len(w)) {
		if !bytes.Equal(g[i], w[i]) {
			return fmt.Sprintf("line %d: committed %q, generated %q", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("committed %d lines, generated %d", len(g), len(w))
}
