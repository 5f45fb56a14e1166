package scenes

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
	"strings"
)

// shipped holds the scene files that are built into the binary, so that
// `go run .` works from any directory and -scene accepts their names.
//
//go:embed *.json
var shipped embed.FS

// embeddedPrefix marks a Scene.Source that names a shipped scene.
const embeddedPrefix = "embedded:"

// Names returns the names of the shipped scenes, sorted.
func Names() []string {
	entries, _ := fs.ReadDir(shipped, ".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(names)
	return names
}

// Open loads a scene by name or path: "" loads [Default]; the name of a
// shipped scene ("falling-camera", with or without ".json", or a Source
// such as "embedded:falling-camera.json") loads the copy built into the
// binary; anything else is a path on disk. Open uses [DefaultRegistry].
func Open(nameOrPath string) (*Scene, error) {
	return DefaultRegistry().Open(nameOrPath)
}

// Load reads and parses the scene file at path on disk, with
// [DefaultRegistry].
func Load(path string) (*Scene, error) {
	return DefaultRegistry().Load(path)
}

// Parse checks a scene file's contents and returns the scene, or an
// *Errors listing every problem found. filename is used in the messages
// and as the scene's Source. Parse uses [DefaultRegistry].
func Parse(filename string, data []byte) (*Scene, error) {
	return DefaultRegistry().Parse(filename, data)
}

// Open is [Open] with the components of r.
func (r *Registry) Open(nameOrPath string) (*Scene, error) {
	name := strings.TrimPrefix(nameOrPath, embeddedPrefix)
	if name == "" {
		name = Default
	}
	file := strings.TrimSuffix(name, ".json") + ".json"
	if data, err := shipped.ReadFile(file); err == nil && !strings.ContainsAny(name, `/\`) {
		s, err := r.Parse(file, data)
		if s != nil {
			s.Source = embeddedPrefix + file
		}
		return s, err
	}
	if strings.HasPrefix(nameOrPath, embeddedPrefix) {
		return nil, fmt.Errorf("scenes: no shipped scene %q (shipped: %s)", name, strings.Join(Names(), ", "))
	}
	s, err := r.Load(nameOrPath)
	if errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(nameOrPath, `/\.`) {
		return nil, fmt.Errorf("scenes: %q is neither a shipped scene nor a file (%s; shipped: %s)",
			nameOrPath, suggestScene(nameOrPath), strings.Join(Names(), ", "))
	}
	return s, err
}

// suggestScene names the shipped scene closest to name.
func suggestScene(name string) string {
	if best, ok := nearest(name, Names()); ok {
		return fmt.Sprintf("did you mean %q?", best)
	}
	return "give a path to a .json file or a shipped name"
}

// Load is [Load] with the components of r. A file larger than MaxFileSize
// is refused before it is read.
func (r *Registry) Load(path string) (*Scene, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("scenes: %w", err)
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > MaxFileSize {
		return nil, tooLarge(path, info.Size())
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("scenes: %w", err) // the *PathError already says "read PATH"
	}
	return r.Parse(path, data)
}

// tooLarge is the error for a file over MaxFileSize.
func tooLarge(file string, size int64) error {
	return &Errors{Problems: []Problem{{
		File: file, Line: 1, Col: 1, Path: "$",
		Message: fmt.Sprintf("the file is %d bytes, over the %d-byte (1 MiB) cap on scene files (scenes.MaxFileSize)", size, MaxFileSize),
		Hint:    "is this a scene file? a spawner makes many entities from a few lines",
	}}}
}

// Parse is [Parse] with the components of r.
func (r *Registry) Parse(filename string, data []byte) (*Scene, error) {
	if len(data) > MaxFileSize {
		return nil, tooLarge(filename, int64(len(data)))
	}
	c := &checker{file: filename, lines: newLineIndex(data), reg: r}
	root, serr := parseJSON(data)
	if serr != nil {
		c.syntax(serr)
		return nil, &Errors{Problems: c.problems}
	}
	s := c.scene(root)
	if len(c.problems) > 0 {
		ps := c.problems[:min(len(c.problems), maxProblems)] // the "too many" note stays last
		sort.SliceStable(ps, func(i, j int) bool {
			return ps[i].Line < ps[j].Line || ps[i].Line == ps[j].Line && ps[i].Col < ps[j].Col
		})
		return nil, &Errors{Problems: c.problems}
	}
	s.Source = filename
	return s, nil
}

// syntax reports a syntax error, with where the unclosed bracket opened.
func (c *checker) syntax(e *syntaxError) {
	msg := e.message
	if e.opened >= 0 {
		line, col := c.lines.position(e.opened)
		msg += fmt.Sprintf(" (it opens at %d:%d)", line, col)
	}
	c.report(e.off, e.path, e.hint, "%s", msg)
}
