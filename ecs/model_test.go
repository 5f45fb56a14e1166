package ecs_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/require"
)

// The model-based test runs thousands of random operation sequences against
// the ECS and, step by step, against a deliberately naive reference: a map
// from entity to a map from component name to value. After every step the
// two must agree on which entities are alive and what each one carries.

// model is the naive reference.
type model map[ecs.Entity]map[string]any

// kind bundles what the test needs to handle one component type
// dynamically: random values and typed calls into the ECS.
type kind struct {
	name    string
	value   func(r *rand.Rand) any
	box     func(v any) ecs.Value
	add     func(w *ecs.World, e ecs.Entity, v any)
	remove  func(w *ecs.World, e ecs.Entity)
	tryGet  func(w *ecs.World, e ecs.Entity) (any, bool)
	set     func(w *ecs.World, e ecs.Entity, v any)
	addAll  func(w *ecs.World, v any, f ...ecs.Filter) int
	remAll  func(w *ecs.World, f ...ecs.Filter) int
	query   func(w *ecs.World, f ...ecs.Filter) (map[ecs.Entity]any, int)
	typ     ecs.Value
	with    ecs.Filter
	without ecs.Filter
	// observe registers OnAdd and OnRemove observers that report the
	// entity and the kind's name
	observe func(w *ecs.World, added, removed func(e ecs.Entity, name string))
}

func kindOf[T any](name string, gen func(r *rand.Rand) T) kind {
	return kind{
		name:   name,
		value:  func(r *rand.Rand) any { return gen(r) },
		box:    func(v any) ecs.Value { return ecs.Box(v.(T)) },
		add:    func(w *ecs.World, e ecs.Entity, v any) { ecs.Add(w, e, v.(T)) },
		remove: func(w *ecs.World, e ecs.Entity) { ecs.Remove[T](w, e) },
		tryGet: func(w *ecs.World, e ecs.Entity) (any, bool) {
			p, ok := ecs.TryGet[T](w, e)
			if !ok {
				return nil, false
			}
			return *p, true
		},
		set:    func(w *ecs.World, e ecs.Entity, v any) { *ecs.Get[T](w, e) = v.(T) },
		addAll: func(w *ecs.World, v any, f ...ecs.Filter) int { return ecs.AddAll(w, v.(T), f...) },
		remAll: func(w *ecs.World, f ...ecs.Filter) int { return ecs.RemoveAll[T](w, f...) },
		query: func(w *ecs.World, f ...ecs.Filter) (map[ecs.Entity]any, int) {
			q := ecs.NewQuery1[T](w, f...)
			got := map[ecs.Entity]any{}
			for e, v := range q.All() {
				got[e] = *v
			}
			return got, q.Count()
		},
		typ:     ecs.Type[T](),
		with:    ecs.With[T](),
		without: ecs.Without[T](),
		observe: func(w *ecs.World, added, removed func(ecs.Entity, string)) {
			ecs.OnAdd(w, func(_ *ecs.World, e ecs.Entity, _ *T) { added(e, name) })
			ecs.OnRemove(w, func(_ *ecs.World, e ecs.Entity, _ *T) { removed(e, name) })
		},
	}
}

var kinds = []kind{
	kindOf("Health", func(r *rand.Rand) Health { return Health{r.IntN(1000)} }),
	kindOf("Name", func(r *rand.Rand) Name { return Name{fmt.Sprint("n", r.IntN(1000))} }),
	kindOf("Gravity", func(r *rand.Rand) Gravity { return Gravity{Vec3{0, -r.Float32(), 0}} }),
	kindOf("Frozen", func(*rand.Rand) Frozen { return Frozen{} }),
}

// run is one random sequence: the world, the model and the bookkeeping.
type run struct {
	t      *testing.T
	r      *rand.Rand
	w      *ecs.World
	m      model
	issued map[ecs.Entity]bool // every handle ever returned
	order  []ecs.Entity        // the live entities, for deterministic random picks
	dead   []ecs.Entity
	cmdSeq int
	// a query kept across steps, to test that cached tables are refreshed
	q2 *ecs.Query2[Health, Name]
	// components of entities recorded with Commands.NewEntity, by their
	// unique Name, until the commands are applied
	pending map[string]map[string]any
	// seen is what the observers say each entity carries: OnAdd puts a
	// kind in, OnRemove takes it out. After every step it must match the
	// model; observed reports the first observer that ran out of turn.
	seen     model
	observed error
}

// singleAddsObserved reports whether Add and an applied Commands.Add run
// OnAdd observers. Until they do, the model test checks every OnRemove and
// the OnAdd of creation and batches, and fills in the rest from the model.
var singleAddsObserved = sync.OnceValue(func() bool {
	w := ecs.NewWorld()
	n := 0
	ecs.OnAdd(w, func(*ecs.World, ecs.Entity, *Health) { n++ })
	ecs.Add(w, w.NewEntity(), Health{})
	w.Commands().Add(w.NewEntity(), ecs.Box(Health{}))
	w.ApplyCommands()
	return n == 2
})

// watch registers the observers of every kind, which keep rn.seen.
func (rn *run) watch() {
	rn.seen = model{}
	added := func(e ecs.Entity, name string) {
		if rn.seen[e] == nil {
			rn.seen[e] = map[string]any{}
		}
		if _, has := rn.seen[e][name]; has && singleAddsObserved() && rn.observed == nil {
			rn.observed = fmt.Errorf("OnAdd[%s] on %v, which has one", name, e)
		}
		rn.seen[e][name] = true
	}
	removed := func(e ecs.Entity, name string) {
		if _, has := rn.seen[e][name]; !has && singleAddsObserved() && rn.observed == nil {
			rn.observed = fmt.Errorf("OnRemove[%s] on %v, which has none", name, e)
		}
		delete(rn.seen[e], name)
	}
	for _, k := range kinds {
		k.observe(rn.w, added, removed)
	}
}

// checkObserved compares what the observers saw with the model.
func (rn *run) checkObserved() error {
	if rn.observed != nil {
		return rn.observed
	}
	for e, comps := range rn.seen {
		for name := range comps {
			if _, has := rn.m[e][name]; !has {
				return fmt.Errorf("%v lost %s without OnRemove", e, name)
			}
		}
	}
	for e, comps := range rn.m {
		for name := range comps {
			if _, has := rn.seen[e][name]; has {
				continue
			}
			if singleAddsObserved() {
				return fmt.Errorf("%v gained %s without OnAdd", e, name)
			}
			if rn.seen[e] == nil {
				rn.seen[e] = map[string]any{}
			}
			rn.seen[e][name] = true
		}
	}
	return nil
}

func TestModel(t *testing.T) {
	seeds := 2000
	if testing.Short() {
		seeds = 200
	}
	for seed := range seeds {
		rn := &run{t: t, r: rand.New(rand.NewPCG(uint64(seed), 7)), w: ecs.NewWorld(),
			m: model{}, issued: map[ecs.Entity]bool{}}
		rn.q2 = ecs.NewQuery2[Health, Name](rn.w, ecs.Without[Frozen]())
		rn.watch()
		for step := range 120 {
			op := rn.step()
			if !rn.check() {
				t.Fatalf("seed %d step %d (%s): the world and the model disagree", seed, step, op)
			}
			if err := rn.checkObserved(); err != nil {
				t.Fatalf("seed %d step %d (%s): the observers and the model disagree: %v", seed, step, op, err)
			}
		}
	}
}

// step does one random operation on both sides and returns its name.
func (rn *run) step() string {
	ops := []struct {
		name   string
		weight int
		do     func()
	}{
		{"create", 20, rn.create},
		{"createBatch", 3, rn.createBatch},
		{"destroy", 8, rn.destroy},
		{"add", 15, rn.add},
		{"remove", 10, rn.remove},
		{"set", 10, rn.set},
		{"query", 8, rn.query},
		{"query2", 5, rn.query2},
		{"commands", 6, rn.commands},
		{"addAll", 3, rn.addAll},
		{"removeAll", 3, rn.removeAll},
		{"stale", 5, rn.stale},
		{"destroyAll", 1, rn.destroyAll},
	}
	total := 0
	for _, o := range ops {
		total += o.weight
	}
	n := rn.r.IntN(total)
	for _, o := range ops {
		if n < o.weight {
			o.do()
			return o.name
		}
		n -= o.weight
	}
	panic("unreachable")
}

// randomComponents returns a random subset of kinds with random values.
func (rn *run) randomComponents() map[string]any {
	comps := map[string]any{}
	for _, k := range kinds {
		if rn.r.IntN(2) == 0 {
			comps[k.name] = k.value(rn.r)
		}
	}
	return comps
}

func (rn *run) boxes(comps map[string]any) []ecs.Value {
	var cs []ecs.Value
	for _, k := range kinds {
		if v, ok := comps[k.name]; ok {
			cs = append(cs, k.box(v))
		}
	}
	rn.r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cs
}

func (rn *run) born(e ecs.Entity, comps map[string]any) {
	require.False(rn.t, rn.issued[e], "handle %v issued twice", e)
	rn.issued[e] = true
	rn.m[e] = comps
	rn.order = append(rn.order, e)
}

func (rn *run) create() {
	comps := rn.randomComponents()
	rn.born(rn.w.NewEntity(rn.boxes(comps)...), comps)
}

func (rn *run) createBatch() {
	n := rn.r.IntN(20)
	if rn.r.IntN(2) == 0 {
		comps := rn.randomComponents()
		for _, e := range rn.w.NewEntities(n, rn.boxes(comps)...) {
			rn.born(e, maps.Clone(comps))
		}
		return
	}
	var made []ecs.Entity
	ecs.NewBatch2(rn.w, n, func(i int, e ecs.Entity, h *Health, g *Gravity) {
		h.HP = i
		g.Force = Vec3{0, float32(-i), 0}
		made = append(made, e)
	})
	for i, e := range made {
		rn.born(e, map[string]any{"Health": Health{i}, "Gravity": Gravity{Vec3{0, float32(-i), 0}}})
	}
}

// live returns a random live entity, or false if there is none.
func (rn *run) live() (ecs.Entity, bool) {
	if len(rn.order) == 0 {
		return ecs.Entity{}, false
	}
	return rn.order[rn.r.IntN(len(rn.order))], true
}

func (rn *run) kill(e ecs.Entity) {
	delete(rn.m, e)
	rn.order = slices.DeleteFunc(rn.order, func(x ecs.Entity) bool { return x == e })
	rn.dead = append(rn.dead, e)
}

func (rn *run) destroy() {
	if e, ok := rn.live(); ok {
		rn.w.Destroy(e)
		rn.kill(e)
	}
}

func (rn *run) add() {
	e, ok := rn.live()
	if !ok {
		return
	}
	k := kinds[rn.r.IntN(len(kinds))]
	v := k.value(rn.r)
	k.add(rn.w, e, v) // one already there is overwritten
	rn.m[e][k.name] = v
}

func (rn *run) remove() {
	e, ok := rn.live()
	if !ok {
		return
	}
	k := kinds[rn.r.IntN(len(kinds))]
	k.remove(rn.w, e) // one that is missing: nothing happens
	delete(rn.m[e], k.name)
}

func (rn *run) set() {
	e, ok := rn.live()
	if !ok {
		return
	}
	k := kinds[rn.r.IntN(len(kinds))]
	if _, has := rn.m[e][k.name]; has {
		v := k.value(rn.r)
		k.set(rn.w, e, v)
		rn.m[e][k.name] = v
	}
}

// randomFilters returns filters on kinds other than skip, and a predicate
// that applies them to a model entity.
func (rn *run) randomFilters(skip string) ([]ecs.Filter, func(comps map[string]any) bool) {
	var fs []ecs.Filter
	with, without := []string{}, []string{}
	for _, k := range kinds {
		if k.name == skip {
			continue
		}
		switch rn.r.IntN(4) {
		case 0:
			fs = append(fs, k.with)
			with = append(with, k.name)
		case 1:
			fs = append(fs, k.without)
			without = append(without, k.name)
		}
	}
	return fs, func(comps map[string]any) bool {
		for _, n := range with {
			if _, ok := comps[n]; !ok {
				return false
			}
		}
		for _, n := range without {
			if _, ok := comps[n]; ok {
				return false
			}
		}
		return true
	}
}

func (rn *run) query() {
	k := kinds[rn.r.IntN(len(kinds))]
	fs, keep := rn.randomFilters(k.name)
	want := map[ecs.Entity]any{}
	for e, comps := range rn.m {
		if v, ok := comps[k.name]; ok && keep(comps) {
			want[e] = v
		}
	}
	got, count := k.query(rn.w, fs...)
	require.Equal(rn.t, want, got)
	require.Equal(rn.t, len(want), count)
}

// query2 checks the long-lived query through its table loop.
func (rn *run) query2() {
	type pair struct {
		h Health
		n Name
	}
	want := map[ecs.Entity]pair{}
	for e, comps := range rn.m {
		h, okH := comps["Health"]
		n, okN := comps["Name"]
		if _, frozen := comps["Frozen"]; okH && okN && !frozen {
			want[e] = pair{h.(Health), n.(Name)}
		}
	}
	got := map[ecs.Entity]pair{}
	for tb := range rn.q2.Tables() {
		es := tb.Entities()
		hs, ns := tb.Columns()
		require.NotEmpty(rn.t, es)
		require.Len(rn.t, hs, len(es))
		require.Len(rn.t, ns, len(es))
		for i, e := range es {
			got[e] = pair{hs[i], ns[i]}
		}
	}
	require.Equal(rn.t, want, got)
	require.Equal(rn.t, len(want), rn.q2.Count())
}

// commands records random commands while a loop over a query holds the
// world locked, checks that direct changes are refused, then applies them
// at the sync point; the model applies the same lenient rules. With no
// matching entity the loop does not run and nothing is recorded.
func (rn *run) commands() {
	cmds := rn.w.Commands()
	var apply []func()
	for range rn.q2.Tables() { // the world is locked in the loop body
		for range rn.r.IntN(6) {
			apply = append(apply, rn.command(cmds))
		}
		rn.mustPanic(func() { rn.w.NewEntity() })
		break
	}
	require.Equal(rn.t, len(apply), cmds.Len())
	rn.w.ApplyCommands()
	require.Equal(rn.t, 0, cmds.Len())
	for _, f := range apply {
		f()
	}
	// find the entities the commands created by their unique names
	for e, name := range ecs.NewQuery1[Name](rn.w).All() {
		if _, known := rn.m[e]; !known {
			rn.born(e, rn.pending[name.Text])
		}
	}
	rn.pending = nil
}

// command records one random command and returns its effect on the model.
func (rn *run) command(cmds *ecs.Commands) func() {
	e, ok := rn.live()
	if rn.r.IntN(5) == 0 && len(rn.dead) > 0 {
		e, ok = rn.dead[rn.r.IntN(len(rn.dead))], true // stale: skipped
	}
	k := kinds[rn.r.IntN(len(kinds))]
	switch c := rn.r.IntN(4); {
	case c == 0 || !ok:
		comps := rn.randomComponents()
		rn.cmdSeq++
		name := fmt.Sprint("cmd", rn.cmdSeq)
		comps["Name"] = Name{name}
		if rn.pending == nil {
			rn.pending = map[string]map[string]any{}
		}
		rn.pending[name] = comps
		cmds.NewEntity(rn.boxes(comps)...)
		return func() {}
	case c == 1:
		cmds.Destroy(e)
		return func() {
			if rn.m[e] != nil {
				rn.kill(e)
			}
		}
	case c == 2:
		v := k.value(rn.r)
		cmds.Add(e, k.box(v))
		return func() {
			if rn.m[e] != nil {
				rn.m[e][k.name] = v
			}
		}
	default:
		cmds.Remove(e, k.typ)
		return func() {
			if rn.m[e] != nil {
				delete(rn.m[e], k.name)
			}
		}
	}
}

func (rn *run) addAll() {
	k := kinds[rn.r.IntN(len(kinds))]
	fs, keep := rn.randomFilters(k.name)
	v := k.value(rn.r)
	want := 0
	for _, comps := range rn.m {
		if _, has := comps[k.name]; !has && keep(comps) {
			comps[k.name] = v
			want++
		}
	}
	require.Equal(rn.t, want, k.addAll(rn.w, v, fs...))
}

func (rn *run) removeAll() {
	k := kinds[rn.r.IntN(len(kinds))]
	fs, keep := rn.randomFilters(k.name)
	want := 0
	for _, comps := range rn.m {
		if _, has := comps[k.name]; has && keep(comps) {
			delete(comps, k.name)
			want++
		}
	}
	require.Equal(rn.t, want, k.remAll(rn.w, fs...))
}

// stale uses a dead handle: it must be reported, never reach live data.
func (rn *run) stale() {
	if len(rn.dead) == 0 {
		return
	}
	e := rn.dead[rn.r.IntN(len(rn.dead))]
	k := kinds[rn.r.IntN(len(kinds))]
	require.False(rn.t, rn.w.Alive(e))
	_, ok := k.tryGet(rn.w, e)
	require.False(rn.t, ok)
	rn.mustPanic(func() { rn.w.Destroy(e) })
	rn.mustPanic(func() { k.add(rn.w, e, k.value(rn.r)) })
}

func (rn *run) destroyAll() {
	rn.w.DestroyAll()
	rn.dead = append(rn.dead, rn.order...)
	rn.order = nil
	clear(rn.m)
}

// check compares the world with the model; it reports through rn.t.
func (rn *run) check() bool {
	t := rn.t
	ok := assertEqualLen(t, len(rn.m), rn.w.Len())
	for e, comps := range rn.m {
		if !rn.w.Alive(e) {
			t.Errorf("%v should be alive", e)
			return false
		}
		for _, k := range kinds {
			got, has := k.tryGet(rn.w, e)
			want, wantHas := comps[k.name]
			if has != wantHas || (has && got != want) {
				t.Errorf("%v %s: got %v (%v), want %v (%v)", e, k.name, got, has, want, wantHas)
				return false
			}
		}
	}
	for _, e := range rn.dead {
		if rn.w.Alive(e) {
			t.Errorf("stale %v is alive", e)
			return false
		}
	}
	return ok
}

func assertEqualLen(t *testing.T, want, got int) bool {
	if want != got {
		t.Errorf("World.Len() = %d, model has %d", got, want)
		return false
	}
	return true
}

// mustPanic checks that fn panics with an ecs message. It is a cheaper
// require.Panics (which records a stack trace), for the thousands of checks.
func (rn *run) mustPanic(fn func()) {
	rn.t.Helper()
	msg := func() (v any) {
		defer func() { v = recover() }()
		fn()
		return nil
	}()
	s, ok := msg.(string)
	require.True(rn.t, ok && strings.HasPrefix(s, "ecs: "), "want an ecs panic, got %v", msg)
}

// TestModelEvents sends and reads events in random runs against a naive
// reference: one unbounded list of unread events per reader. Each read
// must return the newest capacity (a power of two) of that reader's list,
// in order, and skip the rest.
func TestModelEvents(t *testing.T) {
	for seed := range 500 {
		r := rand.New(rand.NewPCG(uint64(seed), 11))
		capacity := 1 << r.IntN(4) // a power of two: kept as given
		ev := ecs.AddMessages[int](ecs.NewWorld(), capacity)
		readers := []*ecs.MessageReader[int]{ev.Reader()}
		unread := [][]int{nil}
		next := 0
		for step := range 200 {
			switch op := r.IntN(10); {
			case op < 5: // a fixed step sends a few
				for range r.IntN(4) {
					ev.Send(next)
					for i := range unread {
						unread[i] = append(unread[i], next)
					}
					next++
				}
			case op < 9: // a reader reads all, or stops early
				i := r.IntN(len(readers))
				want := unread[i]
				if over := len(want) - capacity; over > 0 {
					want = want[over:]
				}
				stop := len(want) // the event whose reading ends the loop: it counts as read
				if r.IntN(3) == 0 {
					stop = 1 + r.IntN(len(want)+1)
				}
				got := []int{}
				for v := range readers[i].Read() {
					got = append(got, v)
					if len(got) == stop {
						break
					}
				}
				stop = min(stop, len(want))
				require.Equal(t, append([]int{}, want[:stop]...), got, "seed %d step %d reader %d", seed, step, i)
				unread[i] = want[stop:]
			default: // a new reader joins
				readers = append(readers, ev.Reader())
				unread = append(unread, nil)
			}
		}
	}
}
