package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"sync"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
)

// This file writes a world back as a scene file: the other direction of
// Parse and Spawn. An entity the scene named becomes a named entity of the
// file, with every component the registry knows and every field whose
// value differs from the registered default; every other entity becomes a
// row of a table (savetables.go), the lean form for many entities that
// share their components. The file loads into a world with the same
// entities, indices, components and values: the same world hash.

// SaveInfo is what a saved scene keeps besides its entities.
type SaveInfo struct {
	// Name, Description and Seed are written at the top of the file; the
	// seed of the running scene, -seed included, keeps the file's random
	// draws (there are none in a saved file) and its identity.
	Name, Description string
	Seed              int64
	// Names gives entities their names (a spawn's [Spawned.Named]); they
	// are written as named entities, and every other entity as a row of a
	// table. At most MaxNamed entities may be named.
	Names map[ecs.Entity]string
}

// Saved reports what a save wrote.
type Saved struct {
	// Entities is how many entities the file holds.
	Entities int
	// Unknown lists the component types that entities carry but the
	// registry does not know, so the file does not hold them: a warning to
	// show, never a silent loss.
	Unknown []UnknownComponent
}

// UnknownComponent is a component type a save could not write, and how
// many entities carry it.
type UnknownComponent struct {
	Type     string // the Go type, e.g. "components.Secret"
	Entities int
}

// Warning returns a one-line warning that lists the unknown components, or
// "" when every component was written.
func (s Saved) Warning() string {
	if len(s.Unknown) == 0 {
		return ""
	}
	msg := "scenes: the save leaves out components that scene files do not know:"
	for i, u := range s.Unknown {
		if i > 0 {
			msg += ","
		}
		msg += fmt.Sprintf(" %s (%d entities)", u.Type, u.Entities)
	}
	return msg + " (register them in scenes.DefaultRegistry to save them)"
}

// Encode returns w as a scene file, with [DefaultRegistry].
func Encode(w *ecs.World, info SaveInfo) ([]byte, Saved, error) {
	return DefaultRegistry().Encode(w, info)
}

// Save writes w as a scene file to path, atomically (package atomicfile:
// a crash never leaves half a scene under path), with [DefaultRegistry].
func Save(path string, w *ecs.World, info SaveInfo) (Saved, error) {
	return DefaultRegistry().Save(path, w, info)
}

// Save is [Save] with the components of r. The file is written beside
// path, read back with the loader's own checks, and only then renamed over
// path (atomicfile.WriteVerified): a save that the loader would refuse
// leaves the old file, which may be the scene that is running, as it was.
func (r *Registry) Save(path string, w *ecs.World, info SaveInfo) (Saved, error) {
	data, saved, err := r.Encode(w, info)
	if err != nil {
		return saved, err
	}
	var pe *fs.PathError
	if err := r.WriteChecked(path, data); errors.As(err, &pe) {
		return saved, fmt.Errorf("scenes: save: %s", escape(err.Error())) // the path may hold control characters
	} else if err != nil {
		return saved, err
	}
	return saved, nil
}

// WriteChecked writes data, a scene file, to path atomically, once the
// loader's checks pass on the file as written (see [Registry.Save]). A
// failure to write is the *fs.PathError of package atomicfile; a file
// that would not load is an error that says so, with the loader's
// problems.
func WriteChecked(path string, data []byte) error { return DefaultRegistry().WriteChecked(path, data) }

// WriteChecked is [WriteChecked] with the components of r.
func (r *Registry) WriteChecked(path string, data []byte) error {
	return atomicfile.WriteVerified(path, data, func(written string) error {
		back, err := os.ReadFile(written) // the regular file just written
		var s *Scene
		if err == nil {
			s, err = r.Parse(path, back) // messages name path, not the temporary file
		}
		if err == nil {
			err = s.Check(NoOverrides()) // as -scene loads it
		}
		if err != nil {
			return fmt.Errorf("scenes: the saved file would not load, so %s is left as it was: %w", escape(path), err)
		}
		return nil
	})
}

// Encode is [Encode] with the components of r. It fails only for a value
// that a scene file cannot hold or the loader would refuse: NaN, an
// infinity, or a number over MaxMagnitude; the error names the entity and
// the field.
//
// A large world is written in parts, one goroutine per CPU, each part a
// run of entities in index order, joined in order: the file is the one a
// single goroutine writes, in a fraction of the time (most of which goes
// into formatting numbers).
func (r *Registry) Encode(w *ecs.World, info SaveInfo) ([]byte, Saved, error) {
	plan := newSavePlan(r, w, info.Names)
	var named, unnamed []ecs.Entity
	for _, e := range w.Entities() {
		if _, ok := info.Names[e]; ok {
			named = append(named, e)
		} else {
			unnamed = append(unnamed, e)
		}
	}
	if len(named) > MaxNamed {
		return nil, Saved{}, fmt.Errorf("scenes: cannot save %d named entities, over the cap of %d (scenes.MaxNamed)", len(named), MaxNamed)
	}
	head := &encoder{plan: plan}
	head.header(info)
	parts := append([]*encoder{head}, encodeParts(plan, w, named)...)
	parts = append(parts, &encoder{buf: []byte("\n  ]")})
	blocks := plan.blocks(w, unnamed)
	unknown := map[string]int{}
	if len(blocks) > 0 {
		parts = append(parts, &encoder{buf: []byte(",\n  \"tables\": [")})
		for i, b := range blocks {
			parts = append(parts, encodeBlock(plan, w, b, i == 0)...)
			for _, name := range b.plan.unknown {
				unknown[name] += len(b.entities)
			}
		}
		parts = append(parts, &encoder{buf: []byte("\n  ]")})
	}
	parts = append(parts, encodeLinks(w, info.Names))
	parts = append(parts, &encoder{buf: []byte("\n}\n")})
	size := 0
	for _, p := range parts {
		if p.err != nil {
			return nil, Saved{}, p.err
		}
		size += len(p.buf)
	}
	out := make([]byte, 0, size)
	for _, p := range parts {
		out = append(out, p.buf...)
		for t, n := range p.unknown {
			unknown[t] += n
		}
	}
	return out, Saved{Entities: len(named) + len(unnamed), Unknown: unknownList(unknown)}, nil
}

// minPart is the fewest entities worth a goroutine of their own.
const minPart = 4096

// splitParts is how many parts to write n entities in: as many as the
// world's worker pool has workers (an [ecs.Workers] resource, as the
// demo's, sized by -workers), so that a pool of one saves serially, or
// without a pool as many as the process may run at once; and no part
// smaller than minPart.
func splitParts(w *ecs.World, n int) int {
	workers := runtime.GOMAXPROCS(0)
	if ws, pooled := ecs.TryResource[ecs.Workers](w); pooled {
		workers = ws.Len()
	}
	return max(1, min(workers, n/minPart))
}

// runParts runs part(0) ... part(n-1), on the world's worker pool if it
// has one, else on a goroutine each.
func runParts(w *ecs.World, n int, part func(i int)) {
	if ws, pooled := ecs.TryResource[ecs.Workers](w); pooled {
		ws.For(n, part)
		return
	}
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			part(i)
		}()
	}
	wg.Wait()
}

// encodeParts writes the named entities es in parts, in parallel, and
// returns the parts in order.
func encodeParts(plan *savePlan, w *ecs.World, entities []ecs.Entity) []*encoder {
	n := splitParts(w, len(entities))
	parts := make([]*encoder, n)
	runParts(w, n, func(i int) {
		lo, hi := i*len(entities)/n, (i+1)*len(entities)/n
		parts[i] = &encoder{plan: plan, unknown: map[string]int{}, buf: make([]byte, 0, bytesPerEntity*(hi-lo))}
		parts[i].entities(w, entities[lo:hi], lo == 0)
	})
	return parts
}

// bytesPerEntity is about what a moving cube takes as a named entity, so
// that each part's output is allocated once for most worlds.
const bytesPerEntity = 600

// savePlan is what every part of one Encode reads and none writes: the
// names, what is written of each archetype table, and the accessors.
type savePlan struct {
	names  map[ecs.Entity]string
	tables map[int]*tablePlan
	access map[*componentInfo]func(ecs.Entity) reflect.Value
}

// encoder writes one part of a file: its output, the unknown component
// types it met, and the first value it could not write.
type encoder struct {
	plan    *savePlan
	buf     []byte
	unknown map[string]int
	err     error
}

// tablePlan is what a save writes of every entity of one table: its
// registered components, in name order, and the names of the others.
type tablePlan struct {
	known   []*componentInfo
	unknown []string
}

func newSavePlan(r *Registry, w *ecs.World, names map[ecs.Entity]string) *savePlan {
	p := &savePlan{names: names, tables: map[int]*tablePlan{},
		access: map[*componentInfo]func(ecs.Entity) reflect.Value{}}
	byType := map[string]*componentInfo{}
	for _, info := range r.byName {
		byType[info.typ.String()] = info
	}
	for _, t := range w.Tables() {
		p.tables[t.ID] = p.plan(w, t, byType)
	}
	return p
}

// plan sorts table t's components into the registered ones, each with its
// accessor, and the others.
func (p *savePlan) plan(w *ecs.World, t ecs.TableInfo, byType map[string]*componentInfo) *tablePlan {
	tp := &tablePlan{}
	for _, c := range t.Components {
		if c.Name == linkType || c.Name == worldType {
			continue // links are written in "links"; a load computes world places (savelinks.go)
		}
		info, ok := byType[c.Name]
		if !ok {
			tp.unknown = append(tp.unknown, c.Name)
			continue
		}
		tp.known = append(tp.known, info)
		if p.access[info] == nil {
			p.access[info] = info.ops.accessor(w)
		}
	}
	sort.Slice(tp.known, func(i, j int) bool { return tp.known[i].name < tp.known[j].name })
	return tp
}

// entities writes a run of entities, stopping at the first error; first
// says whether the run starts the entity list (no comma before it).
func (enc *encoder) entities(w *ecs.World, es []ecs.Entity, first bool) {
	for i, e := range es {
		if enc.err = enc.entity(w, e, first && i == 0); enc.err != nil {
			return
		}
	}
}

// header writes the scene's name, description and seed and opens the
// entity list.
func (enc *encoder) header(info SaveInfo) {
	enc.buf = append(enc.buf, "{\n  \"name\": "...)
	enc.buf = appendJSONString(enc.buf, info.Name)
	enc.buf = append(enc.buf, ",\n  \"description\": "...)
	enc.buf = appendJSONString(enc.buf, info.Description)
	enc.buf = append(enc.buf, ",\n  \"seed\": "...)
	enc.buf = strconv.AppendInt(enc.buf, info.Seed, 10)
	enc.buf = append(enc.buf, ",\n  \"entities\": ["...)
}

// entity writes one entity on a line of its own: its name and its known
// components in name order.
func (enc *encoder) entity(w *ecs.World, e ecs.Entity, first bool) error {
	if !first {
		enc.buf = append(enc.buf, ',')
	}
	enc.buf = append(enc.buf, "\n    {\"name\": "...)
	enc.buf = appendJSONString(enc.buf, enc.plan.names[e])
	enc.buf = append(enc.buf, ", \"components\": {"...)
	id, _ := w.TableOf(e)
	p := enc.plan.tables[id]
	for _, name := range p.unknown {
		enc.unknown[name]++
	}
	for i, info := range p.known {
		if i > 0 {
			enc.buf = append(enc.buf, ", "...)
		}
		if err := enc.component(info, enc.plan.access[info](e)); err != nil {
			return fmt.Errorf("scenes: cannot save entity %s (%s), %s.%w", e, enc.plan.names[e], info.name, err)
		}
	}
	enc.buf = append(enc.buf, "}}"...)
	return nil
}

// component writes "Name": {fields}, leaving out every field equal to the
// registered default and every field a file cannot set.
func (enc *encoder) component(info *componentInfo, v reflect.Value) error {
	return enc.componentExcept(info, v, nil)
}

// componentExcept is component that also leaves out each field whose
// skip entry is true: a table's columns.
func (enc *encoder) componentExcept(info *componentInfo, v reflect.Value, skip []bool) error {
	enc.buf = appendJSONString(enc.buf, info.name)
	enc.buf = append(enc.buf, ": {"...)
	n := 0
	for _, f := range info.fields {
		fv := v.Field(f.index)
		if f.kind == kindOther || skip != nil && skip[f.index] || sameBits(fv, info.defaults.Field(f.index)) {
			continue
		}
		if n > 0 {
			enc.buf = append(enc.buf, ", "...)
		}
		n++
		enc.buf = appendJSONString(enc.buf, f.name)
		enc.buf = append(enc.buf, ": "...)
		var err error
		if enc.buf, err = appendValue(enc.buf, f, fv); err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
	}
	enc.buf = append(enc.buf, '}')
	return nil
}

// unknownList is the unknown types met, sorted by name.
func unknownList(unknown map[string]int) []UnknownComponent {
	var out []UnknownComponent
	for t, n := range unknown {
		out = append(out, UnknownComponent{Type: t, Entities: n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Type < out[j].Type })
	return out
}

// sameBits reports whether two values of one field type are the same bit
// for bit: unlike ==, it tells -0 from 0, so a -0 is written, not dropped
// as the default 0.
func sameBits(a, b reflect.Value) bool {
	switch a.Kind() {
	case reflect.Float32, reflect.Float64:
		return math.Float64bits(a.Float()) == math.Float64bits(b.Float())
	case reflect.Array:
		for i := range a.Len() {
			if !sameBits(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	}
	return a.Equal(b)
}
