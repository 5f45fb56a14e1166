package scenes

import (
	"fmt"
	"math/rand/v2"
	"reflect"

	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// KeepCounts is the Overrides.Cubes value that keeps every spawner's own
// count.
const KeepCounts = -1

// Overrides change a scene at spawn time, from the command line.
//
// Note that the zero Overrides spawns no spawner entities (Cubes 0); use
// [NoOverrides] to keep the scene as written.
type Overrides struct {
	// Cubes replaces the count of every spawner when it is 0 or more
	// (-cubes N), so a scene with two spawners makes 2·N spawned entities.
	// KeepCounts (or any negative value) keeps the scene's counts.
	// Over MaxCount is an error.
	Cubes int
	// Seed replaces the scene's seed when it is not nil (-seed N).
	Seed *int64
}

// NoOverrides returns Overrides that keep the scene as it is written.
func NoOverrides() Overrides { return Overrides{Cubes: KeepCounts} }

// Spawned lists the entities a spawn created.
type Spawned struct {
	// Entities holds every entity created, in scene order: the named
	// entities, then the rows of the tables (in index order), then each
	// spawner's entities, each followed by their children.
	Entities []ecs.Entity
	// Named maps each named entity's name to its entity.
	Named map[string]ecs.Entity
}

// count is how many entities spawner sp makes under o.
func (o Overrides) count(sp SpawnerSpec) int {
	if o.Cubes >= 0 {
		return o.Cubes
	}
	return sp.Count
}

// EntityCount returns how many entities Spawn would create under o.
func (s *Scene) EntityCount(o Overrides) int {
	n := len(s.Entities) + s.tableRows()
	for _, sp := range s.Spawners {
		n += o.count(sp) * (1 + countChildren(sp.Children))
	}
	return n
}

// Check reports whether Spawn would succeed under o, without touching any
// world. It is the one check between a parsed scene and a world: Spawn
// calls it first, the R key's reload calls it before it destroys the
// running scene, and -check calls it, so the three can never disagree.
// Parsing has checked the file itself; Check adds what depends on the
// overrides: the entity caps, and that a camera is left.
func (s *Scene) Check(o Overrides) error {
	if o.Cubes > MaxCount {
		return fmt.Errorf("scenes: -cubes %d is over the cap of %d (scenes.MaxCount)", o.Cubes, MaxCount)
	}
	if err := s.checkCaps(o); err != nil {
		return err
	}
	switch n := s.cameras(o); {
	case n == 0:
		return fmt.Errorf("scenes: -cubes %d leaves no entity with a Camera: every camera of %s comes from a spawner (raise -cubes, or give the camera an entity of its own)",
			o.Cubes, escape(s.Source))
	case n > 1:
		return fmt.Errorf("scenes: %s makes %d entities with a Camera, and the demo looks through exactly one (keep the Camera on one entity; with -cubes, a spawner that carries a Camera makes one camera per entity)",
			escape(s.Source), n)
	}
	return nil
}

// cameras counts the entities with a Camera that a spawn under o creates.
// A camera is never a child (childComponents), so the roots counted here
// are all the cameras the world gets.
func (s *Scene) cameras(o Overrides) int {
	n := 0
	for _, e := range s.Entities {
		if e.HasComponent("Camera") {
			n++
		}
	}
	for _, sp := range s.Spawners {
		if sp.HasComponent("Camera") {
			n += o.count(sp)
		}
	}
	for _, t := range s.Tables {
		if t.HasComponent("Camera") {
			n += t.Len()
		}
	}
	return n
}

// Spawn creates the scene's entities in w. The same scene, overrides and
// seed always give the same world, bit for bit. It fails only when Check
// fails, and then creates nothing.
func (s *Scene) Spawn(w *ecs.World, o Overrides) error {
	_, err := s.SpawnEntities(w, o)
	return err
}

// SpawnEntities is Spawn that also returns the entities it created.
//
// Random draws come from math/rand/v2's PCG generator. Each group has its
// own stream, seeded with (seed, group): group 0 for the named entities,
// group i+1 for spawner i. So changing one spawner's count never changes
// another spawner's entities, and the first N entities of a spawner are
// the same whatever its count (while the count leaves the recipe sparse
// enough to place apart, see placeApart). Within a group, entities draw in creation
// order, and each entity draws its components and fields in file order:
// one draw per range axis (one in all for scalar bounds) and one per
// palette.
//
// A spawner whose entities have a Collider that meets other boxes and a
// drawn Transform.position then places them apart (placeApart): an entity
// drawn inside one placed before it draws its position again, from a
// stream of its own, (seed, 2³² + group), so no other field changes.
//
// With a worker pool in the world (an [ecs.Workers] resource), each
// spawner's entities are drawn in pieces on the workers, every piece
// starting where the stream would be after the pieces before it
// (fillShared): the world is the same, bit for bit, with any number of
// workers.
func (s *Scene) SpawnEntities(w *ecs.World, o Overrides) (*Spawned, error) {
	if err := s.Check(o); err != nil {
		return nil, err
	}
	seed := s.Seed
	if o.Seed != nil {
		seed = *o.Seed
	}
	out := &Spawned{Named: make(map[string]ecs.Entity, len(s.Entities)),
		Entities: make([]ecs.Entity, 0, s.EntityCount(o))}
	named := rand.New(rand.NewPCG(uint64(seed), 0))
	for _, e := range s.Entities {
		var link []ecs.Value
		if e.Parent != "" {
			link = append(link, ecs.Box(ecs.ChildOf{Parent: out.Named[e.Parent]}))
		}
		es, f := newGroup(w, e.Components, 1, link...)
		f.fillAll(named)
		out.Named[e.Name] = es[0]
		out.Entities = append(out.Entities, es...)
	}
	rows := s.spawnTables(w)
	out.Entities = append(out.Entities, rows...)
	s.applyLinks(w, out, rows)
	ws, _ := ecs.TryResource[ecs.Workers](w)
	for i, sp := range s.Spawners {
		es, f := newGroup(w, sp.Components, o.count(sp))
		f.fillShared(ws, rand.NewPCG(uint64(seed), uint64(i)+1))
		f.placeApart(w, es, rand.NewPCG(uint64(seed), apartStream+uint64(i)+1))
		out.Entities = append(out.Entities, es...)
		if len(es) > 0 {
			out.Entities = append(out.Entities, spawnChildren(w, es, sp.Children, uint64(seed), childStream+uint64(i)<<16)...)
		}
	}
	if s.hasHierarchy() {
		placeChildren(w, out.Entities)
	}
	return out, nil
}

// newGroup creates n entities from templates ts, and the values extra
// that no file template gives (a parent link), in one batch, and returns
// them with the filler of the fields that differ per entity (nil if none
// does).
func newGroup(w *ecs.World, ts []Template, n int, extra ...ecs.Value) ([]ecs.Entity, *groupFiller) {
	if n == 0 {
		return nil, nil
	}
	base := make([]ecs.Value, len(ts), len(ts)+len(extra))
	for i, t := range ts {
		base[i] = t.info.ops.box(t.base)
	}
	base = append(base, extra...)
	es := w.NewEntities(n, base...)
	touched := touchedTemplates(ts)
	if len(touched) == 0 {
		return es, nil
	}
	f := &groupFiller{ts: ts, touched: touched, setters: resolveSetters(ts), n: n,
		at: make([]func(int) reflect.Value, len(ts))}
	for _, i := range touched {
		f.at[i] = ts[i].info.ops.batch(w, es)
	}
	return es, f
}

// groupFiller draws the per-entity fields of one batch of n new entities.
type groupFiller struct {
	ts      []Template
	touched []int                       // the templates with per-entity fields
	setters []fieldSetter               // their draws, in draw order
	at      []func(k int) reflect.Value // the k-th entity's component, per template
	n       int
}

// fillAll draws every entity's fields from rng, in creation order.
func (f *groupFiller) fillAll(rng *rand.Rand) {
	if f != nil {
		f.fillRange(0, f.n, rng)
	}
}

// fillRange draws the fields of entities [lo, hi) from rng, in order.
func (f *groupFiller) fillRange(lo, hi int, rng *rand.Rand) {
	vals := make([]reflect.Value, len(f.ts))
	for k := lo; k < hi; k++ {
		for _, i := range f.touched {
			vals[i] = f.at[i](k)
		}
		fill(f.ts, f.setters, vals, rng)
	}
}

// fieldSetter draws one field of one component of each new entity: the
// component's index in the templates, the field's, and the setter for the
// field's type, chosen once per spawner instead of once per entity.
type fieldSetter struct {
	comp, field int
	set         func(dst reflect.Value, rng *rand.Rand)
}

// resolveSetters lists the draws of every template in draw order (the
// order that decides which random numbers each field gets), each with its
// setter resolved.
func resolveSetters(ts []Template) []fieldSetter {
	var out []fieldSetter
	for i := range ts {
		for _, d := range ts[i].draws {
			out = append(out, fieldSetter{comp: i, field: d.field.index, set: resolveSetter(d)})
		}
	}
	return out
}

// resolveSetter returns the setter of a draw. A float range on a float32
// vector, the usual case (positions, colours, velocities), writes through a
// typed pointer with the type known in advance; every other draw keeps its
// generator's own set.
func resolveSetter(d draw) func(reflect.Value, *rand.Rand) {
	g, ok := d.gen.(floatRange)
	if !ok {
		return d.gen.set
	}
	switch d.field.typ {
	case reflect.TypeFor[mgl32.Vec3]():
		return func(dst reflect.Value, rng *rand.Rand) { g.fill32(dst.Addr().Interface().(*mgl32.Vec3)[:], rng) }
	case reflect.TypeFor[mgl32.Vec4]():
		return func(dst reflect.Value, rng *rand.Rand) { g.fill32(dst.Addr().Interface().(*mgl32.Vec4)[:], rng) }
	case reflect.TypeFor[mgl32.Vec2]():
		return func(dst reflect.Value, rng *rand.Rand) { g.fill32(dst.Addr().Interface().(*mgl32.Vec2)[:], rng) }
	}
	return g.set
}

// touchedTemplates lists the templates whose values differ per entity,
// or are copied from.
func touchedTemplates(ts []Template) []int {
	need := make([]bool, len(ts))
	for i, t := range ts {
		need[i] = need[i] || len(t.draws) > 0 || len(t.copies) > 0
		for _, cp := range t.copies {
			need[cp.src] = true
		}
	}
	var touched []int
	for i, ok := range need {
		if ok {
			touched = append(touched, i)
		}
	}
	return touched
}

// fill draws one entity's random fields, then makes its copies.
func fill(ts []Template, setters []fieldSetter, vals []reflect.Value, rng *rand.Rand) {
	for _, st := range setters {
		st.set(vals[st.comp].Field(st.field), rng)
	}
	for i := range ts {
		for _, cp := range ts[i].copies {
			vals[i].Field(cp.dst.index).Set(vals[cp.src].Field(cp.srcField.index))
		}
	}
}

// checkCaps reports a scene that would create more entities under o than
// the caps allow.
// perCube is how many entities the spawners make per unit of -cubes: one
// per spawner, and one more for each child it gives every entity.
func (s *Scene) perCube() int {
	n := 0
	for _, sp := range s.Spawners {
		n += 1 + countChildren(sp.Children)
	}
	return n
}

func (s *Scene) checkCaps(o Overrides) error {
	if len(s.Entities) > MaxNamed {
		return fmt.Errorf("scenes: %s has %d named entities, over the cap of %d (scenes.MaxNamed)", escape(s.Source), len(s.Entities), MaxNamed)
	}
	rows := s.tableRows()
	spawned := s.EntityCount(o) - len(s.Entities) - rows
	switch {
	case rows == 0 && spawned > MaxCount:
		return fmt.Errorf("scenes: -cubes %d with %d spawners makes %d entities, over the cap of %d (scenes.MaxCount; lower -cubes to %d or less)",
			o.Cubes, len(s.Spawners), spawned, MaxCount, MaxCount/s.perCube())
	case rows+spawned > MaxCount:
		return fmt.Errorf("scenes: %s's tables hold %d entities and its spawners make %d, %d in all, over the cap of %d (scenes.MaxCount; lower the spawners' counts or -cubes)",
			escape(s.Source), rows, spawned, rows+spawned, MaxCount)
	}
	return nil
}
