package scenes

import (
	"embed"
	"fmt"
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

// embeddedPrefix marks a Scene.Source that names a shipped scene:
// "embedded:storm".
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

// ShippedSource returns what [Open] reads as the shipped scene name and
// never as a path on disk ("embedded:" + name): the way for code that
// means a shipped scene, such as the number keys, to say so, so that a
// file or folder of that name in the working directory cannot stand in
// for it.
func ShippedSource(name string) string { return embeddedPrefix + name }

// Open loads a scene by name or path, by one rule (scenes/README.md,
// "Names and paths"):
//
//   - "" is [Default], the shipped scene;
//   - "embedded:NAME" is always the shipped scene NAME (a ".json" after
//     NAME is allowed): Scene.Source says this for a shipped scene, so a
//     reload never reads a file that happens to share its name;
//   - anything that names an existing path on disk is that file, even a
//     bare word such as "storm": what is on disk is never shadowed by what
//     is built into the binary;
//   - otherwise a bare name such as "storm" (no ".json", no slash) is the
//     shipped scene of that name;
//   - anything else is a file that does not exist, and an error.
//
// Open uses [DefaultRegistry].
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
	if name, ok := strings.CutPrefix(nameOrPath, embeddedPrefix); ok {
		return r.openShipped(strings.TrimSuffix(name, ".json"))
	}
	if nameOrPath == "" {
		return r.openShipped(Default)
	}
	if _, err := os.Lstat(nameOrPath); err == nil {
		s, err := r.Load(nameOrPath)
		if err != nil && isShipped(nameOrPath) {
			err = fmt.Errorf("%w (a path on disk comes before a shipped name; for the shipped scene, -scene %s%s)",
				err, embeddedPrefix, nameOrPath)
		}
		return s, err
	}
	if isShipped(nameOrPath) {
		return r.openShipped(nameOrPath)
	}
	if nameOrPath == "-" {
		return nil, fmt.Errorf("scenes: there is no file \"-\", and \"-\" does not mean standard input: " +
			"a scene is read from a regular file (to feed one on standard input, redirect a file: -scene /dev/stdin < my-scene.json)")
	}
	if isBareName(nameOrPath) {
		return nil, fmt.Errorf("scenes: %s is neither a shipped scene nor a file (%s; shipped: %s)",
			Quote(nameOrPath), suggestScene(nameOrPath), strings.Join(Names(), ", "))
	}
	s, err := r.Load(nameOrPath)
	if base := strings.TrimSuffix(nameOrPath, ".json"); err != nil && base != nameOrPath && isShipped(base) {
		err = fmt.Errorf("%w (shipped scenes are named without \".json\": -scene %s)", err, base)
	}
	return s, err
}

// openShipped parses the shipped scene called name.
func (r *Registry) openShipped(name string) (*Scene, error) {
	if !isShipped(name) {
		return nil, fmt.Errorf("scenes: no shipped scene %s (shipped: %s)", Quote(name), strings.Join(Names(), ", "))
	}
	file := name + ".json"
	data, _ := shipped.ReadFile(file) // isShipped has found it
	s, err := r.Parse(file, data)
	if s != nil {
		s.Source = embeddedPrefix + name
	}
	return s, err
}

// isBareName reports whether s can only be meant as a shipped scene's
// name: no directory separator and no dot, so no file extension.
func isBareName(s string) bool { return s != "" && !strings.ContainsAny(s, `/\.`) }

// isShipped reports whether name is a bare name of a shipped scene.
func isShipped(name string) bool {
	if !isBareName(name) {
		return false
	}
	_, err := fs.Stat(shipped, name+".json")
	return err == nil
}

// suggestScene names the shipped scene closest to name.
func suggestScene(name string) string {
	if best, ok := nearest(name, Names()); ok {
		return fmt.Sprintf("did you mean %q?", best)
	}
	return "give a path to a .json file or a shipped name"
}

// Load is [Load] with the components of r. Only a regular file is read,
// and one larger than MaxFileSize is refused before it is read (see
// readText).
func (r *Registry) Load(path string) (*Scene, error) {
	text, err := readText(path)
	if err != nil {
		return nil, err
	}
	return r.parse(path, text)
}

// tooLarge is the error for a file over MaxFileSize.
func tooLarge(file string, size int64) error {
	return &Errors{Problems: []Problem{{
		File: file, Line: 1, Col: 1, Path: "$",
		Message: fmt.Sprintf("the file is %d bytes, over the %d-byte (%d MiB) cap on scene files (scenes.MaxFileSize)", size, MaxFileSize, MaxFileSize>>20),
		Hint:    "is this a scene file? a spawner makes many entities from a few lines, and a save of any world the caps allow fits (scenes/caps.go)",
	}}}
}

// Parse is [Parse] with the components of r.
func (r *Registry) Parse(filename string, data []byte) (*Scene, error) {
	if len(data) > MaxFileSize {
		return nil, tooLarge(filename, int64(len(data)))
	}
	return r.parse(filename, string(data))
}

// parse is Parse on the file's text as a string, which the scene keeps
// slices of (names, and the text a table's rows are read from), so that
// a file read from disk is held once.
func (r *Registry) parse(filename, text string) (*Scene, error) {
	c := &checker{file: filename, lines: newLineIndex(text), reg: r, src: text}
	root, serr := parseWithin(text, MaxValues, MaxCount, r.stop)
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

// ReadSource returns the file a Scene.Source names: the shipped scene for
// "embedded:NAME", else the file at that path (a regular file within
// MaxFileSize, as Load reads). With [ParseSource] it is Open split in two,
// for a caller that keeps the text, as a recording does.
func ReadSource(source string) ([]byte, error) {
	if name, ok := strings.CutPrefix(source, embeddedPrefix); ok {
		name = strings.TrimSuffix(name, ".json")
		if !isShipped(name) {
			return nil, fmt.Errorf("scenes: no shipped scene %s (shipped: %s)", Quote(name), strings.Join(Names(), ", "))
		}
		return shipped.ReadFile(name + ".json")
	}
	return readFile(source)
}

// ParseSource parses data, the text of the scene source names, into a
// scene whose Source is source, with [DefaultRegistry]: a shipped scene's
// text gives the same scene as Open("embedded:NAME").
func ParseSource(source string, data []byte) (*Scene, error) {
	r := DefaultRegistry()
	name, ok := strings.CutPrefix(source, embeddedPrefix)
	if !ok {
		return r.Parse(source, data)
	}
	name = strings.TrimSuffix(name, ".json")
	s, err := r.Parse(name+".json", data)
	if s != nil {
		s.Source = embeddedPrefix + name
	}
	return s, err
}
