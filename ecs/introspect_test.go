package ecs

import "testing"

type introA struct{ X float32 }
type introTag struct{}

func TestIntrospectTablesFollowMoves(t *testing.T) {
	w := NewWorld()
	e := w.NewEntity(Box(introA{X: 3}))
	w.NewEntity(Box(introA{X: 4}))
	Add(w, e, introTag{})
	tables := w.Tables()
	if len(tables) != 2 || tables[0].Len != 1 || tables[1].Len != 1 {
		t.Fatalf("tables after one move = %+v, want two tables of one row", tables)
	}
	if id, ok := w.TableOf(e); !ok || id != tables[1].ID {
		t.Fatalf("TableOf = %d, %v, want %d", id, ok, tables[1].ID)
	}
	if got := tables[1].RowBytes; got != 4 {
		t.Errorf("row bytes of {introA, introTag} = %d, want 4 (a tag has no size)", got)
	}
	cs := w.Components(e)
	if len(cs) != 2 || cs[0] != (introA{X: 3}) || cs[1] != (introTag{}) {
		t.Fatalf("Components = %+v", cs)
	}
	w.Destroy(e)
	if _, ok := w.TableOf(e); ok {
		t.Error("TableOf a destroyed entity reports a table")
	}
	if w.Components(e) != nil {
		t.Error("Components of a destroyed entity is not nil")
	}
}

func TestQueryInfoFollowsNewTablesAndFilters(t *testing.T) {
	w := NewWorld()
	w.NewEntity(Box(introA{X: 1}))
	q := NewQuery1[introA](w, Without[introTag]())
	e := w.NewEntity(Box(introA{X: 2}))
	Add(w, e, introTag{})
	info := q.Info()
	if len(info.Components) != 1 || info.Components[0].Short != "introA" {
		t.Fatalf("Components = %+v, want [introA]", info.Components)
	}
	if len(info.Without) != 1 || info.Without[0].Short != "introTag" {
		t.Fatalf("Without = %+v, want [introTag]", info.Without)
	}
	if len(info.Tables) != 1 || info.Tables[0] != 0 || info.Rows != 1 {
		t.Fatalf("Tables = %v, Rows = %d, want [0] and 1 (the tagged table is excluded)", info.Tables, info.Rows)
	}
	Remove[introTag](w, e)
	if got := q.Info().Rows; got != 2 {
		t.Errorf("Rows after the tag is removed = %d, want 2", got)
	}
}
