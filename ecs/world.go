package ecs

import (
	"reflect"
	"sync/atomic"
)

// World holds everything: entities, their components in archetype tables,
// resources and the command buffer. A World is not safe for concurrent use,
// except by the pieces of one parallel run (see [Workers]), each on rows of
// its own.
type World struct {
	directory entityDirectory // every entity's generation, table and row
	reg       registry
	tables    []*table // every table ever created; tables are never deleted
	byMask    map[mask]*table
	lastTable *table       // the last table tableFor returned
	tick      uint64       // the change tick (changes.go)
	inSystem  bool         // a Scheduler is running a system, whose run has a tick of its own
	locks     atomic.Int32 // running queries; structural changes panic while > 0
	resources map[reflect.Type]any
	commands  Commands
	observers observers    // OnAdd and OnRemove hooks, see observers.go
	required  requirements // Require rules, see require.go
	colBuf    []int        // scratch space for tableForComponents

	hashing *hashCache     // built by the first Hash, see hash.go
	reorder reorderScratch // Reorder's storage, see reorder.go
}

// observers is what a world knows about its OnAdd and OnRemove observers
// (observers.go); it is declared here, with the World that holds it.
type observers struct {
	onAdd, onRemove [][]hook // by compID
	adds, removes   mask     // the types with at least one OnAdd / OnRemove
	any             bool     // any observer at all: the one check on the fast path
	running         int      // observers running now; structural changes panic while > 0
}

// requirements holds the Require rules of a world (require.go): for each
// component type, the types an entity created with it must also have.
type requirements struct {
	by  []mask // by compID: the types that type requires directly
	any bool   // any rule at all: the one check on the creation path
}

// reorderScratch is the working storage of Reorder (reorder.go), kept by
// the world so that reordering every so often allocates nothing once it
// has grown; it is declared here, with the World that holds it.
type reorderScratch struct {
	listed []bool  // per entity index: in the order already (checked before anything moves)
	seen   []bool  // per table: reordered already in this call
	taken  []bool  // per row of the table under way: its entity is in order
	perm   []int32 // per new row: the old row it takes
	done   []bool  // per row: moved already by the cycle under way
}

// hook is one observer bound to its component type: it runs the observer
// for rows [row, row+n) of t.
type hook func(w *World, t *table, row, n int)

// NewWorld returns an empty world.
func NewWorld() *World {
	w := &World{
		directory: newEntityDirectory(),
		reg:       newRegistry(),
		byMask:    make(map[mask]*table),
		resources: make(map[reflect.Type]any),
		tick:      1,
	}
	return w
}

// idOf returns the ID of T in w, registering T if it is new. It costs one map
// lookup; queries do it once and keep the ID.
func idOf[T any](w *World) compID { return idInRegistry[T](&w.reg) }

// Alive reports whether e exists in w: it was created here and not destroyed
// since. The zero Entity is never alive.
func (w *World) Alive(e Entity) bool { return w.directory.alive(e) }

// Len returns the number of live entities.
func (w *World) Len() int { return w.directory.live }

// tableOf returns the table of the live entity e.
func (w *World) tableOf(e Entity) *table {
	return w.tables[w.directory.records[e.index].table]
}

// tableFor returns the table for mask m, creating it if needed. Entities are
// usually created in runs of the same kind, so the last table found is
// checked before the map.
func (w *World) tableFor(m mask) *table {
	if w.lastTable != nil && w.lastTable.mask == m {
		return w.lastTable
	}
	t, ok := w.byMask[m]
	if !ok {
		t = newTable(uint32(len(w.tables)), m, &w.reg)
		w.byMask[m] = t
		w.tables = append(w.tables, t)
	}
	w.lastTable = t
	return t
}
