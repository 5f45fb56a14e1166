package ecs_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSetParentsIsSetParentInTurn builds random forests, then makes a
// random batch of links without cycles once with SetParent pair by pair
// and once with SetParents, and finds the two worlds alike: the same
// parents, the same tables, the same rows in the same order.
func TestSetParentsIsSetParentInTurn(t *testing.T) {
	for seed := range uint64(100) {
		r := rand.New(rand.NewPCG(seed, 43))
		one, batch := ecs.NewWorld(), ecs.NewWorld()
		n := 2 + r.IntN(40)
		var es []ecs.Entity
		for i := range n {
			e := ecs.NewEntity1(one, i)
			require.Equal(t, e, ecs.NewEntity1(batch, i))
			es = append(es, e)
		}
		// Parents only ever have a smaller index, so no order of these
		// links makes a cycle.
		var children, parents []ecs.Entity
		for _, i := range r.Perm(n) {
			if i > 0 && r.IntN(3) > 0 {
				children, parents = append(children, es[i]), append(parents, es[r.IntN(i)])
			}
		}
		for _, c := range children[:len(children)/2] { // some children have a parent already
			ecs.SetParent(one, c, es[0])
			ecs.SetParent(batch, c, es[0])
		}
		for k, c := range children {
			ecs.SetParent(one, c, parents[k])
		}
		ecs.SetParents(batch, children, parents)
		require.Equal(t, rows(one), rows(batch), "seed %d", seed)
	}
}

// rows lists every entity with its table and parent, in table and row
// order.
func rows(w *ecs.World) []string {
	var out []string
	for e, v := range ecs.NewQuery1[int](w).All() {
		table, _ := w.TableOf(e)
		link, _ := ecs.TryGet[ecs.ChildOf](w, e)
		out = append(out, fmt.Sprintf("%v %d table %d parent %v", e, *v, table, link))
	}
	return out
}

// TestSetParentsRefusesCycles gives SetParents batches that close a cycle,
// within the batch and through links the world has, and finds a panic
// that names one, with the world as it was.
func TestSetParentsRefusesCycles(t *testing.T) {
	w := ecs.NewWorld()
	a, b, c, d := ecs.NewEntity1(w, 1), ecs.NewEntity1(w, 2), ecs.NewEntity1(w, 3), ecs.NewEntity1(w, 4)
	ecs.SetParent(w, b, a)
	before := rows(w)
	for name, pairs := range map[string][2][]ecs.Entity{
		"in the batch":           {{c, d}, {d, c}},
		"its own parent":         {{c}, {c}},
		"through the world":      {{a}, {b}},
		"a long way round":       {{c, d, a}, {b, c, d}},
		"given two parents":      {{c, c}, {d, a}},
		"a dead parent":          {{c}, {{}}},
		"more parents than kids": {{c}, {d, a}},
	} {
		assert.Panics(t, func() { ecs.SetParents(w, pairs[0], pairs[1]) }, name)
		assert.Equal(t, before, rows(w), "%s: nothing changed", name)
	}
}

// TestSetParentsBuildsALongChain makes a chain of 100,000 links in one
// batch, from the top down and from the bottom up; pair by pair with
// SetParent, the walks to the root would take 5·10⁹ steps.
func TestSetParentsBuildsALongChain(t *testing.T) {
	const n = 100_000
	for _, order := range []string{"top down", "bottom up"} {
		w := ecs.NewWorld()
		es := make([]ecs.Entity, n+1)
		for i := range es {
			es[i] = ecs.NewEntity1(w, i)
		}
		children, parents := make([]ecs.Entity, n), make([]ecs.Entity, n)
		for i := range n {
			k := i
			if order == "bottom up" {
				k = n - 1 - i
			}
			children[i], parents[i] = es[k+1], es[k]
		}
		ecs.SetParents(w, children, parents)
		assert.Equal(t, es[n-1], ecs.Get[ecs.ChildOf](w, es[n]).Parent, order)
		assert.Panics(t, func() { ecs.SetParents(w, es[:1], es[n:]) }, "%s: the top under the bottom", order)
	}
}
