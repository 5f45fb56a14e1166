package ecs_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"cubefall/ecs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The components of the change detection model: A is watched; the tags
// B and C split the entities that have an A into four tables.
type (
	chA struct{ N int }
	chB struct{}
	chC struct{}
)

// chKey names a table of entities with an A by its tags.
type chKey struct{ b, c bool }

// chEntity is the reference's record of one live entity.
type chEntity struct {
	hasA bool
	key  chKey
}

// changeModel is the reference: for each watching query, a flag per table
// saying whether the table was marked since the query's last loop. It is
// written from the rule in changes.go, with flags where the world keeps
// ticks: carrying a row's ticks to another table is an "or" of flags.
type changeModel struct {
	entities map[ecs.Entity]chEntity
	exists   map[chKey]bool         // the tables with an A that the world has made
	flags    [2]map[chKey]bool      // per watcher (0: Added, 1: Changed): marked since its last loop
	written  [2]map[ecs.Entity]bool // per watcher: entities given or written an A since its last loop
}

func (m *changeModel) touch(k chKey, watchers ...int) {
	for _, i := range watchers {
		m.flags[i][k] = true
	}
}

// TestChangeDetectionModel runs random creations, writes, adds, removes,
// moves, destroys and loops against the reference, and checks that each
// Added or Changed loop sees exactly the entities of the tables the
// reference has marked, and never misses an entity whose A was given or
// written through Get since the query's last loop.
func TestChangeDetectionModel(t *testing.T) {
	for seed := range uint64(8) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) { runChangeModel(t, seed, 3000) })
	}
}

func runChangeModel(t *testing.T, seed uint64, steps int) {
	rng := rand.New(rand.NewPCG(seed, 36))
	w := ecs.NewWorld()
	m := &changeModel{entities: map[ecs.Entity]chEntity{}, exists: map[chKey]bool{}}
	for i := range 2 {
		m.flags[i], m.written[i] = map[chKey]bool{}, map[ecs.Entity]bool{}
	}
	watchers := [2]*ecs.Query1[chA]{
		ecs.NewQuery1[chA](w, ecs.Added[chA]()), // it also writes: its loops mark what it visits changed
		ecs.NewQuery1[chA](w, ecs.Changed[chA](), ecs.ReadOnly[chA]()),
	}
	writer := ecs.NewQuery1[chA](w)
	reader := ecs.NewQuery1[chA](w, ecs.ReadOnly[chA]())
	arrive := func(e ecs.Entity, k chKey, fresh bool) {
		m.exists[k] = true
		if fresh {
			m.touch(k, 0, 1)
			m.written[0][e], m.written[1][e] = true, true
		}
	}
	for range steps {
		es := slices.SortedFunc(func(yield func(ecs.Entity) bool) {
			for e := range m.entities {
				if !yield(e) {
					return
				}
			}
		}, func(a, b ecs.Entity) int { return int(a.Index()) - int(b.Index()) })
		var e ecs.Entity
		var rec chEntity
		if len(es) > 0 {
			e = es[rng.IntN(len(es))]
			rec = m.entities[e]
		}
		switch op := rng.IntN(12); {
		case op == 0 || len(es) == 0: // create with an A
			k := chKey{rng.IntN(2) == 0, rng.IntN(2) == 0}
			vals := []ecs.Value{ecs.Box(chA{rng.IntN(100)})}
			if k.b {
				vals = append(vals, ecs.Box(chB{}))
			}
			if k.c {
				vals = append(vals, ecs.Box(chC{}))
			}
			n := w.NewEntity(vals...)
			m.entities[n] = chEntity{true, k}
			arrive(n, k, true)
		case op == 1: // create without an A: no table with an A is touched
			m.entities[ecs.NewEntity1(w, chC{})] = chEntity{false, chKey{c: true}}
		case op == 2 && rec.hasA: // write through Get
			ecs.Get[chA](w, e).N++
			m.touch(rec.key, 1)
			m.written[1][e] = true
		case op == 3 && !rec.hasA: // give an A
			ecs.Add(w, e, chA{7})
			rec.hasA = true
			m.entities[e] = rec
			arrive(e, rec.key, true)
		case op == 4 && rec.hasA: // take the A away
			ecs.Remove[chA](w, e)
			rec.hasA = false
			m.entities[e] = rec
		case op == 5: // add or remove B: the row carries its ticks along
			from := rec.key
			if rec.key.b {
				ecs.Remove[chB](w, e)
			} else {
				ecs.Add(w, e, chB{})
			}
			rec.key.b = !rec.key.b
			m.entities[e] = rec
			if rec.hasA {
				m.exists[rec.key] = true
				for i := range 2 {
					m.flags[i][rec.key] = m.flags[i][rec.key] || m.flags[i][from]
				}
			}
		case op == 6:
			w.Destroy(e)
			delete(m.entities, e)
		case op == 7: // a loop that writes marks every table with an A
			for _, a := range writer.All() {
				a.N++
			}
			for k := range m.exists {
				m.touch(k, 1)
			}
			for e, r := range m.entities {
				if r.hasA {
					m.written[1][e] = true
				}
			}
		case op == 8: // a read-only loop marks nothing
			for range reader.All() {
			}
		case op == 9 || op == 10:
			checkWatcher(t, w, m, watchers, op-9)
		}
	}
}

// checkWatcher runs watcher i's loop and compares what it sees with the
// reference, then clears the reference's flags for it.
func checkWatcher(t *testing.T, w *ecs.World, m *changeModel, watchers [2]*ecs.Query1[chA], i int) {
	t.Helper()
	var want []ecs.Entity
	for e, r := range m.entities {
		if r.hasA && m.flags[i][r.key] {
			want = append(want, e)
		}
	}
	require.Equal(t, len(want), watchers[i].Count(), "Count before the loop")
	var got []ecs.Entity
	for e := range watchers[i].All() {
		got = append(got, e)
	}
	require.ElementsMatch(t, want, got, "watcher %d sees the entities of the marked tables", i)
	for e := range m.written[i] {
		if r, ok := m.entities[e]; ok && r.hasA {
			assert.Contains(t, got, e, "watcher %d misses a written entity", i)
		}
	}
	if i == 0 { // the Added query's loop marks the tables it visited for the Changed one
		for k, on := range m.flags[0] {
			if on && m.exists[k] {
				m.flags[1][k] = true
			}
		}
		for _, e := range got {
			m.written[1][e] = true
		}
	}
	clear(m.flags[i])
	clear(m.written[i])
}

// The change filters select tables for a query's loop; a batch change has
// no loop, so it refuses them.
func TestChangeFiltersAreForQueries(t *testing.T) {
	w := ecs.NewWorld()
	ecs.NewEntity1(w, chA{})
	want := "ecs: AddAll: Added, Changed and ReadOnly filters are for queries; select the entities with a query and record the change in World.Commands, or drop the filter"
	assert.PanicsWithValue(t, want, func() { ecs.AddAll(w, chB{}, ecs.Changed[chA]()) })
	assert.PanicsWithValue(t, strings.Replace(want, "AddAll", "RemoveAll", 1), func() { ecs.RemoveAll[chA](w, ecs.ReadOnly[chA]()) })
}

// Outside a scheduler a watching query sees what changed since its own
// previous loop; two queries watching one type each keep their own count,
// and a query's own marks do not wake it again.
func TestChangedIsPerQuery(t *testing.T) {
	w := ecs.NewWorld()
	e := ecs.NewEntity1(w, chA{})
	first := ecs.NewQuery1[chA](w, ecs.Changed[chA]())
	second := ecs.NewQuery1[chA](w, ecs.Changed[chA]())
	count := func(q *ecs.Query1[chA]) int {
		n := 0
		for _, a := range q.All() {
			a.N++ // marks its table changed for the other query
			n++
		}
		return n
	}
	require.Equal(t, 1, count(first), "a first loop sees everything")
	assert.Equal(t, 0, count(first), "its own write does not wake it")
	assert.Equal(t, 1, count(second), "the other query sees the write")
	assert.Equal(t, 1, count(first), "and first sees second's write")
	ecs.Get[chA](w, e).N = 0
	assert.Equal(t, 1, count(second))
}

// In a scheduler a system that loops over a watching query once per run
// sees what changed since it last ran: here the writes of however many
// fixed steps ran in between, and nothing after a frame with none, not
// even what it wrote itself in its loop.
func TestChangedSinceTheSystemLastRan(t *testing.T) {
	w := ecs.NewWorld()
	ecs.NewEntity1(w, chA{})
	s := ecs.NewScheduler(w, time.Second/60)
	var writer, watcher *ecs.Query1[chA]
	writer = ecs.NewQuery1[chA](w)
	watcher = ecs.NewQuery1[chA](w, ecs.Changed[chA](), ecs.ReadOnly[chA]())
	writes, seen := 0, 0
	s.Add(ecs.FixedUpdate, "writer", systemFunc(func(w *ecs.World) {
		for _, a := range writer.All() {
			a.N++
			writes++
		}
	}))
	s.Add(ecs.Render, "watcher", systemFunc(func(w *ecs.World) {
		seen = 0
		for e, a := range watcher.All() {
			seen = a.N
			ecs.Get[chA](w, e).N += 0 // its own write, which it does not see again
		}
	}))
	require.NoError(t, s.Init())
	for _, c := range []struct {
		dt   time.Duration
		seen int
	}{{time.Second / 60, 1}, {time.Second / 20, 4}, {0, 0}, {time.Second / 60, 5}} {
		s.Frame(c.dt)
		assert.Equal(t, c.seen, seen, "after %v", c.dt)
	}
	assert.Equal(t, 5, writes)
}
