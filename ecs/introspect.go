package ecs

import "unsafe"

// This file is the world's introspection API: read-only views of its
// archetype tables and of one entity's components, for tools such as an
// inspector or a JSON dump. Nothing here is called by queries or structural
// changes, so a world that nobody inspects pays nothing for it; the views are
// built on demand, by reflection, and allocate.

// ComponentInfo describes one component type as a world stores it.
type ComponentInfo struct {
	Name  string // the Go type name, for example "components.Gravity"
	Short string // the name without its package, for example "Gravity"
	Size  int    // bytes per value (0 for a tag)
}

// TableInfo describes one archetype table: its component set and how many
// rows (entities) it holds now.
type TableInfo struct {
	ID         int             // the table's number, stable for the world's life
	Components []ComponentInfo // sorted by registration order
	Len        int             // rows (entities) in the table
	RowBytes   int             // bytes of component data per row
}

// Tables returns a description of every table the world has created, empty
// ones included, in creation order.
func (w *World) Tables() []TableInfo {
	out := make([]TableInfo, 0, len(w.tables))
	for _, t := range w.tables {
		out = append(out, w.tableInfo(t))
	}
	return out
}

// IndexBytes returns the bytes the world keeps to find entities, beside
// their components: the directory (table, row and generation for every
// entity index ever used, and the list of free indices) and each table's
// list of the entity in each row. Slices count by capacity, as allocated;
// with the tables' bytes ([TableInfo]: Len times RowBytes) it tells what a
// world of many entities weighs.
func (w *World) IndexBytes() int {
	d := &w.directory
	n := cap(d.records)*int(unsafe.Sizeof(record{})) + cap(d.free)*int(unsafe.Sizeof(uint32(0)))
	for _, t := range w.tables {
		n += cap(t.rowEntities) * int(unsafe.Sizeof(Entity{}))
	}
	return n
}

// TableOf returns the number of the table that holds e (a [TableInfo.ID]),
// or false if e is not alive.
func (w *World) TableOf(e Entity) (int, bool) {
	if !w.Alive(e) {
		return 0, false
	}
	return int(w.tableOf(e).id), true
}

// Components returns a copy of every component of e, in the order of its
// table's components ([TableInfo.Components]), or nil if e is not alive.
// Each value's dynamic type is its component type.
func (w *World) Components(e Entity) []any {
	if !w.Alive(e) {
		return nil
	}
	t := w.tableOf(e)
	row := int(w.directory.records[e.index].row)
	out := make([]any, len(t.ids))
	for i := range t.ids {
		out[i] = t.columns[i].value(row)
	}
	return out
}

func (w *World) tableInfo(t *table) TableInfo {
	info := TableInfo{ID: int(t.id), Len: t.len()}
	for _, id := range t.ids {
		c := w.componentInfo(id)
		info.Components = append(info.Components, c)
		info.RowBytes += c.Size
	}
	return info
}

func (w *World) componentInfo(id compID) ComponentInfo {
	typ := w.reg.infos[id].typ
	short := typ.Name()
	if short == "" {
		short = typ.String()
	}
	return ComponentInfo{Name: typ.String(), Short: short, Size: int(typ.Size())}
}

// Entities returns every live entity in ascending index order: the order
// in which a fresh world would create them again, which is how a saved
// scene keeps its entities' indices when it is loaded.
func (w *World) Entities() []Entity {
	out := make([]Entity, 0, w.directory.live)
	for i, r := range w.directory.records {
		if r.table != noTable {
			out = append(out, Entity{uint32(i), r.generation})
		}
	}
	return out
}
