package scenes

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
)

// This file writes a world back as a scene file: the other direction of
// Parse and Spawn. Every live entity becomes a named entity of the file,
// with every component the registry knows and every field whose value
// differs from the registered default, so the file loads into a world with
// the same entities, components and values.

// SaveInfo is what a saved scene keeps besides its entities.
type SaveInfo struct {
	// Name, Description and Seed are written at the top of the file; the
	// seed of the running scene, -seed included, keeps the file's random
	// draws (there are none in a saved file) and its identity.
	Name, Description string
	Seed              int64
	// Names gives entities their names (a spawn's [Spawned.Named]). Every
	// other entity is named "entity-INDEX", after its index in the world,
	// since every entity of a file needs a name of its own.
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

// Save is [Save] with the components of r.
func (r *Registry) Save(path string, w *ecs.World, info SaveInfo) (Saved, error) {
	data, saved, err := r.Encode(w, info)
	if err != nil {
		return saved, err
	}
	if err := atomicfile.WriteFile(path, data); err != nil {
		return saved, fmt.Errorf("scenes: save: %s", escape(err.Error())) // the path may hold control characters
	}
	return saved, nil
}

// Encode is [Encode] with the components of r. It fails only for a value
// that a scene file cannot hold or the loader would refuse: NaN, an
// infinity, or a number over MaxMagnitude; the error names the entity and
// the field.
func (r *Registry) Encode(w *ecs.World, info SaveInfo) ([]byte, Saved, error) {
	enc := newEncoder(r, w, info.Names)
	entities := w.Entities()
	enc.buf = make([]byte, 0, 1024+bytesPerEntity*len(entities))
	enc.header(info)
	for i, e := range entities {
		if err := enc.entity(w, e, i == 0); err != nil {
			return nil, Saved{}, err
		}
	}
	enc.buf = append(enc.buf, "\n  ]\n}\n"...)
	return enc.buf, Saved{Entities: len(entities), Unknown: enc.unknownList()}, nil
}

// bytesPerEntity is about what a moving cube takes in a saved file, so
// that the output is allocated once for most worlds.
const bytesPerEntity = 600

// encoder holds what one Encode needs: the output, the names in use,
// what it knows of each archetype table, and the unknown types met.
type encoder struct {
	buf     []byte
	names   map[ecs.Entity]string
	used    map[string]bool
	unknown map[string]int
	tables  map[int]*tablePlan
	access  map[*componentInfo]func(ecs.Entity) reflect.Value
}

// tablePlan is what a save writes of every entity of one table: its
// registered components, in name order, and the names of the others.
type tablePlan struct {
	known   []*componentInfo
	unknown []string
}

func newEncoder(r *Registry, w *ecs.World, names map[ecs.Entity]string) *encoder {
	enc := &encoder{names: names, used: map[string]bool{}, unknown: map[string]int{},
		tables: map[int]*tablePlan{}, access: map[*componentInfo]func(ecs.Entity) reflect.Value{}}
	byType := map[string]*componentInfo{}
	for _, info := range r.byName {
		byType[info.typ.String()] = info
	}
	for _, t := range w.Tables() {
		enc.tables[t.ID] = enc.plan(w, t, byType)
	}
	for _, n := range names {
		enc.used[n] = true
	}
	return enc
}

// plan sorts table t's components into the registered ones, each with its
// accessor, and the others.
func (enc *encoder) plan(w *ecs.World, t ecs.TableInfo, byType map[string]*componentInfo) *tablePlan {
	p := &tablePlan{}
	for _, c := range t.Components {
		info, ok := byType[c.Name]
		if !ok {
			p.unknown = append(p.unknown, c.Name)
			continue
		}
		p.known = append(p.known, info)
		if enc.access[info] == nil {
			enc.access[info] = info.ops.accessor(w)
		}
	}
	sort.Slice(p.known, func(i, j int) bool { return p.known[i].name < p.known[j].name })
	return p
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
	enc.buf = appendJSONString(enc.buf, enc.nameOf(e))
	enc.buf = append(enc.buf, ", \"components\": {"...)
	id, _ := w.TableOf(e)
	p := enc.tables[id]
	for _, name := range p.unknown {
		enc.unknown[name]++
	}
	for i, info := range p.known {
		if i > 0 {
			enc.buf = append(enc.buf, ", "...)
		}
		if err := enc.component(info, enc.access[info](e)); err != nil {
			return fmt.Errorf("scenes: cannot save entity %s (%s), %s.%w", e, enc.nameOf(e), info.name, err)
		}
	}
	enc.buf = append(enc.buf, "}}"...)
	return nil
}

// nameOf is e's name: its own, or "entity-INDEX" (made unique if a named
// entity already uses that).
func (enc *encoder) nameOf(e ecs.Entity) string {
	if n, ok := enc.names[e]; ok {
		return n
	}
	base := "entity-" + strconv.FormatUint(uint64(e.Index()), 10)
	n := base
	for k := 2; enc.used[n]; k++ {
		n = base + "-" + strconv.Itoa(k)
	}
	if n != base {
		enc.used[n] = true
	}
	return n
}

// component writes "Name": {fields}, leaving out every field equal to the
// registered default and every field a file cannot set.
func (enc *encoder) component(info *componentInfo, v reflect.Value) error {
	enc.buf = appendJSONString(enc.buf, info.name)
	enc.buf = append(enc.buf, ": {"...)
	n := 0
	for _, f := range info.fields {
		fv := v.Field(f.index)
		if f.kind == kindOther || sameBits(fv, info.defaults.Field(f.index)) {
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
func (enc *encoder) unknownList() []UnknownComponent {
	var out []UnknownComponent
	for t, n := range enc.unknown {
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
