package ecs

import (
	"math/rand/v2"
	"reflect"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests are internal (package ecs) so that they can look at the entity
// records, the free list and the table capacities.

type churnPos struct{ X, Y, Z float32 }
type churnTag struct{ Wave int }

// TestChurn destroys and creates 10,000,000 entities in waves around a
// population of 100,000 and checks, wave after wave, that no two live
// entities share a handle, that every destroyed handle stays stale, and that
// memory stays bounded: the records, the free list and the tables grow to
// the peak population and no further. An OnAdd and an OnRemove observer
// count every entity in and out, through batches, Destroy and DestroyAll.
func TestChurn(t *testing.T) {
	if testing.Short() {
		t.Skip("creates 10,000,000 entities; skipped with -short")
	}
	const population = 100_000
	total := 10_000_000
	if raceEnabled {
		total /= 10 // the race detector makes it about ten times slower
	}
	r := rand.New(rand.NewPCG(3, 4))
	w := NewWorld()
	added, removed := 0, 0
	OnAdd(w, func(_ *World, _ Entity, _ *churnTag) { added++ })
	OnRemove(w, func(_ *World, _ Entity, _ *churnTag) { removed++ })
	live := spawnChurn(w, population, 0)
	var stale []Entity // a sample of old handles, checked every wave
	var heapAfterWarmup uint64
	created := population
	for wave := 1; created < total; wave++ {
		var dead []Entity
		if wave%25 == 0 {
			w.DestroyAll() // a scene reload
			dead, live = live, nil
		} else {
			r.Shuffle(len(live), func(i, j int) { live[i], live[j] = live[j], live[i] })
			cut := len(live) - r.IntN(len(live))
			for _, e := range live[cut:] {
				w.Destroy(e)
			}
			dead, live = live[cut:], live[:cut:cut]
		}
		n := population - len(live)
		live = append(live, spawnChurn(w, n, wave)...)
		created += n
		checkChurn(t, w, live, dead, stale)
		stale = sampleStale(r, stale, dead)
		if wave == 5 {
			heapAfterWarmup = heapInUse()
		}
	}
	heap := heapInUse()
	runtime.KeepAlive(w) // measure with the world still in use
	t.Logf("created %d entities; heap in use %d MiB after warm-up, %d MiB at the end", created, heapAfterWarmup>>20, heap>>20)
	assert.LessOrEqual(t, heap, 2*heapAfterWarmup+8<<20, "the heap stays flat")
	assert.Equal(t, created, added, "one OnAdd per entity created")
	assert.Equal(t, created-len(live), removed, "one OnRemove per entity destroyed")
}

// spawnChurn creates n entities, alternating World.NewEntities and NewBatch2.
func spawnChurn(w *World, n, wave int) []Entity {
	if wave%2 == 0 {
		return w.NewEntities(n, Box(churnPos{}), Box(churnTag{wave}))
	}
	es := make([]Entity, 0, n)
	NewBatch2(w, n, func(_ int, e Entity, _ *churnPos, tag *churnTag) {
		tag.Wave = wave
		es = append(es, e)
	})
	return es
}

func checkChurn(t *testing.T, w *World, live, dead, stale []Entity) {
	require.Equal(t, len(live), w.Len())
	owned := make([]bool, len(w.directory.records))
	for _, e := range live {
		if owned[e.index] {
			t.Fatalf("two live handles share index %d", e.index)
		}
		owned[e.index] = true
		if !w.Alive(e) {
			t.Fatalf("%v should be alive", e)
		}
	}
	for _, list := range [][]Entity{dead, stale} {
		for _, e := range list {
			if _, ok := TryGet[churnTag](w, e); ok || w.Alive(e) {
				t.Fatalf("stale %v is alive", e)
			}
		}
	}
	// bounded: records never exceed the peak population (+1 for index 0),
	// and neither do the free list or any table's capacity
	peak := len(live) + 1
	require.LessOrEqual(t, len(w.directory.records), peak+len(w.directory.free))
	require.LessOrEqual(t, len(w.directory.records), 100_001)
	for _, tb := range w.tables {
		require.LessOrEqual(t, cap(tb.rowEntities), 2*100_000)
	}
}

func sampleStale(r *rand.Rand, stale, dead []Entity) []Entity {
	for range 100 {
		if len(dead) > 0 {
			stale = append(stale, dead[r.IntN(len(dead))])
		}
	}
	return stale
}

func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// TestGenerationWrapRetiresIndex forces an index to its last generation: when
// that entity is destroyed, the index is retired instead of wrapping to a
// generation an old handle might still carry.
func TestGenerationWrapRetiresIndex(t *testing.T) {
	w := NewWorld()
	first := w.NewEntity(Box(churnTag{1}))
	w.Destroy(first)
	w.directory.records[first.index].generation = maxGeneration // the hook: skip 4 billion reuses

	last := w.NewEntity(Box(churnTag{2}))
	require.Equal(t, first.index, last.index, "the index is reused once more")
	require.Equal(t, maxGeneration, last.Generation())
	require.True(t, w.Alive(last))

	w.Destroy(last)
	assert.False(t, w.Alive(last))
	assert.False(t, w.Alive(first))
	assert.NotContains(t, w.directory.free, first.index, "the index is retired")

	next := w.NewEntity(Box(churnTag{3}))
	assert.NotEqual(t, first.index, next.index, "a retired index is never handed out again")
	assert.Equal(t, uint32(1), next.Generation())
	for _, e := range []Entity{first, last, {first.index, 0}, {first.index, 1}} {
		assert.False(t, w.Alive(e), "%v", e)
		_, ok := TryGet[churnTag](w, e)
		assert.False(t, ok)
	}

	// DestroyAll retires it the same way
	next2 := w.NewEntity()
	w.directory.records[next2.index].generation = maxGeneration
	stale := Entity{next2.index, maxGeneration}
	w.DestroyAll()
	assert.NotContains(t, w.directory.free, next2.index)
	assert.False(t, w.Alive(stale))
}

// TestRegistryLimit fills a world's registry with distinct types made by
// reflection and checks the 257th type is refused with a clear message.
func TestRegistryLimit(t *testing.T) {
	w := NewWorld()
	for range maxComponents - 1 {
		w.reg.register(reflectArrayType(len(w.reg.infos)), newColumn[byte])
	}
	id := idOf[churnTag](w) // the 256th type still fits
	assert.Equal(t, compID(maxComponents-1), id)
	e := w.NewEntity(Box(churnTag{9}))
	assert.Equal(t, 9, Get[churnTag](w, e).Wave)
	assert.PanicsWithValue(t, "ecs: cannot register component type ecs.churnPos: a world holds at most 256 component types; merge small components or use fewer tag types",
		func() { idOf[churnPos](w) })
}

func reflectArrayType(n int) reflect.Type { return reflect.ArrayOf(n+1, reflect.TypeFor[byte]()) }
