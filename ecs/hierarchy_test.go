package ecs_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/require"
)

// TestHierarchyModel builds random trees and reparents and destroys at
// random, checking the world after every step against a reference: a map
// from each live entity to its parent (the zero Entity for a root).
func TestHierarchyModel(t *testing.T) {
	for seed := range uint64(200) {
		r := rand.New(rand.NewPCG(seed, 36))
		w := ecs.NewWorld()
		ref := map[ecs.Entity]ecs.Entity{}
		for range 60 {
			hierarchyStep(t, r, w, ref)
			requireSameHierarchy(t, w, ref)
		}
	}
}

// hierarchyStep does one random operation on w and on the reference.
func hierarchyStep(t *testing.T, r *rand.Rand, w *ecs.World, ref map[ecs.Entity]ecs.Entity) {
	live := sortedKeys(ref)
	pick := func() ecs.Entity { return live[r.IntN(len(live))] }
	switch op := r.IntN(6); {
	case len(live) == 0 || op == 0:
		ref[ecs.NewEntity1(w, Part{})] = ecs.Entity{}
	case op == 1:
		p := pick()
		ref[ecs.NewEntity2(w, Part{}, ecs.ChildOf{Parent: p})] = p
	case op == 2:
		c, p := pick(), pick()
		if isAncestor(ref, c, p) {
			require.Panics(t, func() { ecs.SetParent(w, c, p) }, "a cycle")
			return
		}
		ecs.SetParent(w, c, p)
		ref[c] = p
	case op == 3:
		e := pick()
		w.Destroy(e)
		destroyInModel(ref, e)
	case op == 4:
		e := pick()
		for range ecs.NewQuery1[Part](w).All() {
			w.Commands().Destroy(e)
			break
		}
		w.ApplyCommands()
		destroyInModel(ref, e)
	default:
		e := pick()
		if ref[e] != (ecs.Entity{}) {
			ecs.Remove[ecs.ChildOf](w, e)
			ref[e] = ecs.Entity{}
		}
	}
}

// isAncestor reports whether a is p or one of p's ancestors.
func isAncestor(ref map[ecs.Entity]ecs.Entity, a, p ecs.Entity) bool {
	for ; p != (ecs.Entity{}); p = ref[p] {
		if p == a {
			return true
		}
	}
	return false
}

// destroyInModel removes e and everything below it from the reference.
func destroyInModel(ref map[ecs.Entity]ecs.Entity, e ecs.Entity) {
	for _, c := range sortedKeys(ref) {
		if ref[c] == e {
			destroyInModel(ref, c)
		}
	}
	delete(ref, e)
}

// requireSameHierarchy checks that w holds exactly the reference's
// entities, parents and children, and that no child dangles.
func requireSameHierarchy(t *testing.T, w *ecs.World, ref map[ecs.Entity]ecs.Entity) {
	require.Equal(t, len(ref), w.Len())
	for e, p := range ref {
		link, ok := ecs.TryGet[ecs.ChildOf](w, e)
		if p == (ecs.Entity{}) {
			require.False(t, ok, "%v is a root", e)
		} else {
			require.True(t, ok, "%v has a parent", e)
			require.Equal(t, p, link.Parent)
			require.True(t, w.Alive(link.Parent), "no dangling child")
		}
		var want, got []ecs.Entity
		for c, cp := range ref {
			if cp == e {
				want = append(want, c)
			}
		}
		for c := range ecs.Children(w, e) {
			got = append(got, c)
		}
		require.ElementsMatch(t, want, got, "children of %v", e)
	}
}

func sortedKeys(ref map[ecs.Entity]ecs.Entity) []ecs.Entity {
	out := make([]ecs.Entity, 0, len(ref))
	for e := range ref {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b ecs.Entity) int { return int(a.Index()) - int(b.Index()) })
	return out
}

// TestHierarchyRefusals checks the messages of the links the world
// refuses: a dead parent at creation, in Add and in a command.
func TestHierarchyRefusals(t *testing.T) {
	w := ecs.NewWorld()
	dead := w.NewEntity()
	w.Destroy(dead)
	require.PanicsWithValue(t, "ecs: NewEntity: Entity(1v2) cannot be a child of Entity(1v1): the parent is not alive; a ChildOf must name a live entity",
		func() { ecs.NewEntity1(w, ecs.ChildOf{Parent: dead}) })
	require.Equal(t, 0, w.Len(), "the refused entity is not left behind")
	e := w.NewEntity()
	require.Panics(t, func() { ecs.Add(w, e, ecs.ChildOf{Parent: dead}) })
	require.Panics(t, func() { ecs.Add(w, e, ecs.ChildOf{Parent: e}) }, "its own parent")
	w.Commands().Add(e, ecs.Box(ecs.ChildOf{Parent: dead}))
	require.Panics(t, w.ApplyCommands)
	require.False(t, ecs.Has[ecs.ChildOf](w, e))
	require.Panics(t, func() { ecs.AddAll(w, ecs.ChildOf{Parent: e}) }, "e would be its own parent")
}
