package systems

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"cubefall/ecs"
	"cubefall/render/frame"
)

// Columns of the Tables panel, in characters.
const (
	tableSetWidth = 49 // the component set, wrapped onto more rows if longer
)

// tablesPanel lists the archetype tables, largest first, a page at a
// time; the selected entity's table is marked.
func (v *InspectorView) tablesPanel(w *ecs.World, selected ecs.Entity) frame.Panel {
	tables := w.Tables()
	slices.SortStableFunc(tables, func(a, b ecs.TableInfo) int { return cmp.Compare(b.Bytes(), a.Bytes()) })
	pages := (len(tables) + tablesPerPage - 1) / tablesPerPage
	page := int(v.clock/pageSeconds) % max(pages, 1)
	title := fmt.Sprintf("Tables   %d archetypes, %d entities", len(tables), w.Len())
	if pages > 1 {
		title += fmt.Sprintf("   page %d of %d", page+1, pages)
	}
	p := frame.Panel{Title: title, Column: 0, Width: leftWidth}
	p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("  %-*s %6s %5s %8s", tableSetWidth, "components", "rows", "B/row", "total"), Style: frame.Dim})
	selTable, hasSel := w.TableOf(selected)
	for _, t := range tables[min(page*tablesPerPage, len(tables)):min((page+1)*tablesPerPage, len(tables))] {
		p.Rows = append(p.Rows, tableRows(t, hasSel && t.ID == selTable)...)
	}
	return p
}

// tableRows is one table: its component set (wrapped), rows, bytes per
// row and in all; "*" and the Marked style for the selected entity's.
func tableRows(t ecs.TableInfo, marked bool) []frame.Row {
	names := make([]string, len(t.Components))
	for i, c := range t.Components {
		names[i] = c.Short
	}
	set := wrap(strings.Join(names, " "), tableSetWidth)
	style, mark := frame.Plain, " "
	if marked {
		style, mark = frame.Marked, "*"
	}
	rows := []frame.Row{{Text: fmt.Sprintf("%s %-*s %6d %5d %8s", mark, tableSetWidth, set[0], t.Len, t.RowBytes, byteSize(t.Bytes())), Style: style}}
	for _, more := range set[1:] {
		rows = append(rows, frame.Row{Text: "  " + more, Style: style})
	}
	return rows
}

// byteSize writes n bytes as B, KB or MB (powers of 1024), 3 digits or so.
func byteSize(n int) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	default:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
}

// Columns of the Systems panel, in characters: name and times, then the
// bars, then what the system's queries match.
const (
	systemBarColumn = 28
	systemBarWidth  = 10
	systemTailWidth = leftWidth - systemBarColumn - systemBarWidth - 1
	systemTailRows  = 2 // rows a system's query sets may take; more are cut with "..."
)

// systemsPanel lists the systems in run order, grouped by phase, with
// their last and mean time as bars on one scale and the component sets
// their queries match.
func (v *InspectorView) systemsPanel(w *ecs.World) frame.Panel {
	p := frame.Panel{Column: 0, Width: leftWidth, BarColumn: systemBarColumn, BarWidth: systemBarWidth}
	p.Title = fmt.Sprintf("Systems   inspector: panels %.2f ms, draw %.2f ms", ms(v.cost), ms(ecs.GetResource[DrawTimes](w).InspectorDraw))
	stats, ok := ecs.TryResource[ecs.SystemStats](w)
	if !ok {
		return p
	}
	scale := systemsScale(stats.Systems)
	p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("  %-12s%6s %6s", "in run order", "last", "mean"), Tail: fmt.Sprintf("bars: 0-%.2f ms; queries match", scale), Style: frame.Dim})
	if startup := startupLine(stats.Systems); startup != "" {
		p.Rows = append(p.Rows, frame.Row{Text: startup, Style: frame.Heading})
	}
	phase := ecs.Startup
	for _, s := range stats.Systems {
		if s.Phase == ecs.Startup {
			continue // on the startup line
		}
		if s.Phase != phase {
			phase = s.Phase
			p.Rows = append(p.Rows, frame.Row{Text: phaseHeading(w, phase), Style: frame.Heading})
		}
		p.Rows = append(p.Rows, systemRows(s, scale)...)
	}
	return p
}

// systemsScale is the common scale of the bars: the largest last or mean
// time, at least 0.05 ms.
func systemsScale(ss []ecs.SystemStat) float64 {
	top := 0.05
	for _, s := range ss {
		top = max(top, ms(s.Last), ms(s.MeanPerFrame()))
	}
	return top
}

// phaseHeading names a phase, with the fixed steps run this frame for
// FixedUpdate.
func phaseHeading(w *ecs.World, p ecs.Phase) string {
	if p == ecs.FixedUpdate {
		return fmt.Sprintf("FixedUpdate   %d fixed steps this frame", ecs.GetResource[ecs.Time](w).StepsThisFrame)
	}
	return p.String()
}

// startupLine sums up the Startup systems on one line, since they ran
// once, before the first frame: "Startup (ran once): hang 0.001 ms, ...".
// It is empty when there are none.
func startupLine(ss []ecs.SystemStat) string {
	var parts []string
	for _, s := range ss {
		if s.Phase == ecs.Startup {
			parts = append(parts, fmt.Sprintf("%s %.3f ms", s.Name, ms(s.Last)))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Startup (ran once): " + strings.Join(parts, ", ")
}

// systemRows is one system's row and, when its queries' sets do not fit
// after the bars, one more row for the rest, cut with "..." if even that
// is not enough (the panel must fit a 720-pixel screen).
func systemRows(s ecs.SystemStat, scale float64) []frame.Row {
	last, mean := ms(s.Last), ms(s.MeanPerFrame())
	bars := []frame.Bar{{Fraction: float32(last / scale), Kind: frame.BarLast}, {Fraction: float32(mean / scale), Kind: frame.BarMean}}
	tail := wrap(queriesText(s.System), systemTailWidth)
	if len(tail) > systemTailRows {
		tail = tail[:systemTailRows]
		last := tail[systemTailRows-1]
		tail[systemTailRows-1] = last[:min(len(last), systemTailWidth-4)] + " ..."
	}
	rows := []frame.Row{{Text: fmt.Sprintf("  %-12s%6.3f %6.3f", s.Name, last, mean), Bars: bars, Tail: tail[0]}}
	for _, more := range tail[1:] {
		rows = append(rows, frame.Row{Tail: more})
	}
	return rows
}

// queriesText lists the component sets a system's queries match, "!" before
// an excluded one: "{Transform RigidBody Gravity} {Transform RigidBody
// !Gravity}". A system that does not implement [ecs.QueryLister] shows "-".
func queriesText(sys ecs.System) string {
	ql, ok := sys.(ecs.QueryLister)
	if !ok {
		return "-"
	}
	var parts []string
	for _, q := range ql.Queries() {
		info := q.Info()
		var names []string
		for _, c := range info.Components {
			names = append(names, c.Short)
		}
		for _, c := range info.Without {
			names = append(names, "!"+c.Short)
		}
		parts = append(parts, "{"+strings.Join(names, " ")+"}")
	}
	return strings.Join(parts, " ")
}
