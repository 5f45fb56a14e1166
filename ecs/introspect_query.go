package ecs

// This file lets tools see what each system's queries match, still without
// any cost for a world nobody inspects: a query describes itself only when
// asked, and a system lists its queries only if it chooses to, with a
// method Queries() []QueryInfo. The scheduler keeps each system in
// [SystemStat.System], where a tool (Cubefall's inspector) finds it:
//
//	if ql, ok := stat.System.(interface{ Queries() []ecs.QueryInfo }); ok {
//		for _, info := range ql.Queries() { ... }
//	}
//
// Nothing calls Queries or Info on the frame path.

// QueryInfo describes one query: the component set a table must have, the
// components it must not have, and the tables that match now.
type QueryInfo struct {
	Components []ComponentInfo // read or required (With), in registration order
	Without    []ComponentInfo // excluded by Without filters
	Tables     []int           // the matching tables' numbers ([TableInfo.ID]), in creation order
	Rows       int             // entities in those tables
}

// Info describes the query as it matches the world now. It walks every
// table and allocates, so it is for tools, not for a system's hot path.
func (q *queryBase) Info() QueryInfo {
	info := QueryInfo{
		Components: q.w.componentsOf(q.include),
		Without:    q.w.componentsOf(q.exclude),
	}
	for _, t := range q.w.tables {
		if q.matches(t.mask) {
			info.Tables = append(info.Tables, int(t.id))
			info.Rows += t.len()
		}
	}
	return info
}

// componentsOf lists the component types in m.
func (w *World) componentsOf(m mask) []ComponentInfo {
	var out []ComponentInfo
	for id := range compID(len(w.reg.infos)) {
		if m.has(id) {
			out = append(out, w.componentInfo(id))
		}
	}
	return out
}
