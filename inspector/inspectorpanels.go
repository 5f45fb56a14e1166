package inspector

import (
	"cmp"
	"cubefall/view"
	"fmt"
	"slices"
	"strings"
	"time"

	"cubefall/ecs"
	"cubefall/render/frame"
)

// Columns of the Tables panel, in characters.
const (
	tableSetWidth = 49 // the component set, wrapped onto more rows if longer
)

// tablesPanel lists the archetype tables, largest first, a page of at
// most tableRowsPerPage rows at a time (a table's rows stay on one page);
// the selected entity's table is marked. Empty tables (a structural change
// leaves its old table empty, and tables are kept for reuse) are folded
// into one dim row at the end of every page.
func (v *InspectorView) tablesPanel(w *ecs.World, selected ecs.Entity) frame.Panel {
	tables := w.Tables()
	slices.SortStableFunc(tables, func(a, b ecs.TableInfo) int { return cmp.Compare(b.Len*b.RowBytes, a.Len*a.RowBytes) })
	selTable, hasSel := w.TableOf(selected)
	var pages [][]frame.Row
	empty := 0
	for _, t := range tables {
		if t.Len == 0 {
			empty++
			continue
		}
		rows := tableRows(t, hasSel && t.ID == selTable)
		if n := len(pages); n == 0 || len(pages[n-1])+len(rows) > tableRowsPerPage {
			pages = append(pages, nil)
		}
		pages[len(pages)-1] = append(pages[len(pages)-1], rows...)
	}
	page := int(v.clock/pageSeconds) % max(len(pages), 1)
	title := fmt.Sprintf("Tables   %d archetypes, %d entities", len(tables), w.Len())
	if len(pages) > 1 {
		title += fmt.Sprintf("   page %d of %d", page+1, len(pages))
	}
	p := frame.Panel{Name: "Tables", Title: title, Column: 0, Width: leftWidth}
	p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("  %-*s %6s %5s %8s", tableSetWidth, "components", "rows", "B/row", "total"), Style: frame.Dim})
	if len(pages) > 0 {
		p.Rows = append(p.Rows, pages[page]...)
	}
	if empty > 0 {
		p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("  + %d empty %s, 0 rows (kept for reuse)", empty, plural(empty, "table", "tables")), Style: frame.Dim})
	}
	return p
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// tableRows is one table: its component set (wrapped), rows, bytes per
// row and in all; "*" and the Marked style for the selected entity's.
func tableRows(t ecs.TableInfo, marked bool) []frame.Row {
	names := make([]string, len(t.Components))
	for i, c := range t.Components {
		names[i] = c.Short
	}
	set := view.Wrap(strings.Join(names, " "), tableSetWidth)
	style, mark := frame.Plain, " "
	if marked {
		style, mark = frame.Marked, "*"
	}
	rows := []frame.Row{{Text: fmt.Sprintf("%s %-*s %6d %5d %8s", mark, tableSetWidth, set[0], t.Len, t.RowBytes, byteSize(t.Len*t.RowBytes)), Style: style}}
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
// bars, then what the system's queries match. The name column is as wide
// as the longest name, so the bars start after every name and figure.
const (
	systemTimesWidth = 14 // two times, "%6.3f %6.3f", and a space before them
	systemBarWidth   = 9
)

// systemsPanel lists the systems in run order, grouped by phase, with
// their last and mean time as bars on one scale and the component sets
// their queries match.
func (v *InspectorView) systemsPanel(w *ecs.World) frame.Panel {
	p := frame.Panel{Name: "Systems", Column: 0, Width: leftWidth, BarWidth: systemBarWidth}
	stats, ok := ecs.TryResource[ecs.SystemStats](w)
	if !ok {
		return p
	}
	nameW := systemNameWidth(stats.Systems)
	p.BarColumn = 2 + nameW + systemTimesWidth + 1
	tailW := leftWidth - p.BarColumn - systemBarWidth - 1
	scale := systemsScale(stats.Systems)
	p.Title = fmt.Sprintf("Systems  ms last, mean; bars to %.2f   inspector %.2f + draw %.2f", scale, ms(v.cost), ms(ecs.GetResource[DrawTimes](w).InspectorDraw))
	if startup := startupLine(stats.Systems); startup != "" {
		p.Rows = append(p.Rows, frame.Row{Text: startup, Style: frame.Heading})
	}
	phase := ecs.Startup
	for _, s := range runOrder(stats.Systems) {
		if s.Phase == ecs.Startup {
			continue // on the startup line
		}
		if s.Phase != phase {
			phase = s.Phase
			p.Rows = append(p.Rows, frame.Row{Text: phaseHeading(w, phase), Style: frame.Heading})
		}
		p.Rows = append(p.Rows, systemRow(s, scale, nameW, tailW))
	}
	return p
}

// systemNameWidth is the length of the longest name of a system that has
// a row of its own (not a Startup one), at least 8.
func systemNameWidth(ss []ecs.SystemStat) int {
	n := 8
	for _, s := range ss {
		if s.Phase != ecs.Startup {
			n = max(n, len(s.Name))
		}
	}
	return n
}

// systemsScale is the common scale of the bars: the largest last or mean
// time, at least 0.05 ms.
func systemsScale(ss []ecs.SystemStat) float64 {
	top := 0.05
	for _, s := range ss {
		top = max(top, ms(s.Last), ms(meanPerFrame(s)))
	}
	return top
}

// phaseHeading names a phase, with the fixed steps run this frame for
// FixedUpdate.
func phaseHeading(w *ecs.World, p ecs.Phase) string {
	if p == ecs.FixedUpdate {
		return fmt.Sprintf("FixedUpdate   %d fixed steps this frame", ecs.GetResource[ecs.Time](w).StepsThisFrame)
	}
	return string(p)
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

// systemRow is one system's row: its name in a column nameW wide, its
// last and mean time as figures and bars, and what its queries match, cut to tailW
// characters (the panel must fit a 720-pixel screen; -inspect-json lists
// every query).
func systemRow(s ecs.SystemStat, scale float64, nameW, tailW int) frame.Row {
	last, mean := ms(s.Last), ms(meanPerFrame(s))
	bars := []frame.Bar{{Fraction: float32(last / scale), Kind: frame.BarLast}, {Fraction: float32(mean / scale), Kind: frame.BarMean}}
	return frame.Row{Text: fmt.Sprintf("  %-*s %6.3f %6.3f", nameW, s.Name, last, mean), Bars: bars, Tail: fitQueries(QuerySets(s.System), tailW)}
}

// fitQueries joins sets into at most width characters: as many whole sets
// as fit, then "+N" for the rest (the first set cut if even it is too
// long); "-" when there are none.
func fitQueries(sets []string, width int) string {
	if len(sets) == 0 {
		return "-"
	}
	out := ""
	for i, set := range sets {
		next := strings.TrimSpace(out + " " + set)
		more := ""
		if i < len(sets)-1 {
			more = fmt.Sprintf(" +%d", len(sets)-1-i)
		}
		if len(next)+len(more) > width {
			if out == "" { // the first set alone is too long
				return set[:max(0, width-len(more)-3)] + "..." + more
			}
			return out + fmt.Sprintf(" +%d", len(sets)-i)
		}
		out = next
	}
	return out
}

// QuerySets lists the component sets a system's queries match, "!"
// before an excluded one: "{Transform RigidBody Gravity}", "{Transform
// RigidBody !Gravity}". A system without a Queries method (see
// [ecs.QueryInfo]) has none.
func QuerySets(sys ecs.System) []string {
	ql, ok := sys.(interface{ Queries() []ecs.QueryInfo })
	if !ok {
		return nil
	}
	var sets []string
	for _, info := range ql.Queries() {
		var names []string
		for _, c := range info.Components {
			names = append(names, c.Short)
		}
		for _, c := range info.Without {
			names = append(names, "!"+c.Short)
		}
		sets = append(sets, "{"+strings.Join(names, " ")+"}")
	}
	return sets
}

// meanPerFrame is the mean time per frame in which the system ran, or 0 if
// it never ran.
func meanPerFrame(s ecs.SystemStat) time.Duration {
	if s.Frames == 0 {
		return 0
	}
	return s.Total / time.Duration(s.Frames)
}
