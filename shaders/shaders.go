package shaders

import (
	"embed"
	"fmt"
	"io/fs"
)

// files holds every shader source of this directory. It is only read, never
// written, so sharing it is safe.
//
//go:embed *.vert *.frag
var files embed.FS

// FS returns the embedded shader files as a read-only file system, keyed by
// file name ("cube.vert"). Package render loads its programs from it; tests
// can hand the same loader a different fs.FS (for example a broken shader).
func FS() fs.FS {
	return files
}

// Source returns the text of the named shader file, for example
// Source("cube.frag"). The error for an unknown name lists the known ones.
func Source(name string) (string, error) {
	b, err := files.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("shaders: no shader %q (have %v)", name, Names())
	}
	return string(b), nil
}

// Names lists the embedded shader files in lexical order.
func Names() []string {
	entries, _ := files.ReadDir(".") // the embedded root always exists
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
