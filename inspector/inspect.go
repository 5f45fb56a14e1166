package inspector

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/systems"
)

// InspectSnapshot is the inspector's data at one moment, as plain values:
// what the world's archetype tables hold and what each system costs. It is
// what -inspect-json writes on exit.
type InspectSnapshot struct {
	Entities int             `json:"entities"`
	Tables   []InspectTable  `json:"tables"`  // largest (bytes) first
	Systems  []InspectSystem `json:"systems"` // in run order
	Selected *InspectEntity  `json:"selected,omitempty"`
	// Panels is where the inspector's boxes were drawn in the last frame
	// (none when it was closed or there is no window).
	Panels []InspectPanel `json:"panels,omitempty"`
}

// InspectPanel is one box of the inspector as drawn: a panel by its name,
// or "pages", the strip that names the page shown when the window is too
// small for every panel at once. X and Y are its top-left corner, in
// pixels from the window's top-left; W and H its size.
type InspectPanel struct {
	Name string `json:"name"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
	W    int    `json:"w"`
	H    int    `json:"h"`
}

// InspectTable is one archetype table: its component set by short names,
// its row count and its bytes per row and in all.
type InspectTable struct {
	ID         int      `json:"id"`
	Components []string `json:"components"`
	Rows       int      `json:"rows"`
	RowBytes   int      `json:"row_bytes"`
	Bytes      int      `json:"bytes"`
}

// InspectSystem is one system's timing, in milliseconds, its stage and
// the component sets its queries match (see [QuerySets]).
type InspectSystem struct {
	Name    string   `json:"name"`
	Phase   string   `json:"phase"`
	Stage   int      `json:"stage"` // its place in the run order: the scheduler runs one system at a time
	LastMs  float64  `json:"last_ms"`
	MeanMs  float64  `json:"mean_ms"`
	Queries []string `json:"queries,omitempty"`
}

// InspectEntity is one entity: its table and every component, each value
// formatted for reading (vectors compact, floats to 2 decimals).
type InspectEntity struct {
	Entity     string            `json:"entity"`
	Name       string            `json:"name,omitempty"` // the scene's name for it, if it named it
	Table      int               `json:"table"`
	Components map[string]string `json:"components"`
	// Parent and Children are its links (ecs.ChildOf), if it has any.
	Parent   string   `json:"parent,omitempty"`
	Children []string `json:"children,omitempty"`
}

// CollectInspect builds the snapshot of w; selected, if alive, is described
// too. It allocates and walks every table, so it runs only when asked (on
// exit for -inspect-json), never on the frame path of a closed inspector.
func CollectInspect(w *ecs.World, selected ecs.Entity) InspectSnapshot {
	s := InspectSnapshot{Entities: w.Len()}
	for _, t := range w.Tables() {
		names := make([]string, len(t.Components))
		for i, c := range t.Components {
			names[i] = c.Short
		}
		s.Tables = append(s.Tables, InspectTable{ID: t.ID, Components: names, Rows: t.Len, RowBytes: t.RowBytes, Bytes: t.Len * t.RowBytes})
	}
	slices.SortStableFunc(s.Tables, func(a, b InspectTable) int { return cmp.Compare(b.Bytes, a.Bytes) })
	if st, ok := ecs.TryResource[ecs.SystemStats](w); ok {
		for i, sys := range runOrder(st.Systems) {
			s.Systems = append(s.Systems, InspectSystem{Name: sys.Name, Phase: string(sys.Phase), Stage: i,
				LastMs: roundMs(sys.Last), MeanMs: roundMs(meanPerFrame(sys)), Queries: QuerySets(sys.System)})
		}
	}
	if id, ok := w.TableOf(selected); ok {
		e := &InspectEntity{Entity: selected.String(), Table: id, Components: map[string]string{}}
		if ref, ok := ecs.TryResource[systems.SceneRef](w); ok {
			e.Name, _ = ref.NameOf(selected)
		}
		for _, c := range w.Components(selected) {
			e.Components[ShortName(c)] = FormatValue(c)
		}
		parent, children := family(w, selected)
		if parent != (ecs.Entity{}) {
			e.Parent = parent.String()
		}
		for _, c := range children {
			e.Children = append(e.Children, c.String())
		}
		s.Selected = e
	}
	return s
}

// ms converts d to milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// SnapshotJSON is the snapshot of w, with the entity the inspector has
// selected (if any), as the indented JSON that -inspect-json writes, one
// newline at its end.
func SnapshotJSON(w *ecs.World) ([]byte, error) {
	var selected ecs.Entity
	if st, ok := ecs.TryResource[resources.InspectorState](w); ok {
		selected = st.Selected
	}
	snap := CollectInspect(w, selected)
	if dt, ok := ecs.TryResource[DrawTimes](w); ok {
		snap.Panels = dt.Panels
	}
	data, err := json.MarshalIndent(snap, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// roundMs converts d to milliseconds rounded to 3 decimals.
func roundMs(d time.Duration) float64 { return math.Round(ms(d)*1e3) / 1e3 }

// ShortName is the name of a component value's type without its package,
// for example "Gravity", as the panels and -inspect-json show it.
func ShortName(v any) string {
	t := reflect.TypeOf(v)
	if t.Name() == "" {
		return t.String()
	}
	return t.Name()
}

// FormatValue formats a component value for display like %v, with every
// float written to 2 decimals, so vectors stay compact ("[0.00 -9.81 0.00]"),
// also in a struct that mixes floats with other fields.
func FormatValue(v any) string {
	var b strings.Builder
	formatValue(&b, reflect.ValueOf(v))
	return b.String()
}

// formatValue writes v: structs as {a b}, arrays and slices as [a b],
// floats to 2 decimals, everything else as %v writes it.
func formatValue(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		fmt.Fprintf(b, "%.2f", v.Float())
	case reflect.Struct:
		b.WriteByte('{')
		for i := range v.NumField() {
			if i > 0 {
				b.WriteByte(' ')
			}
			formatValue(b, v.Field(i))
		}
		b.WriteByte('}')
	case reflect.Array, reflect.Slice:
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteByte(' ')
			}
			formatValue(b, v.Index(i))
		}
		b.WriteByte(']')
	case reflect.String:
		b.WriteString(v.String())
	case reflect.Bool:
		fmt.Fprint(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		fmt.Fprint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		fmt.Fprint(b, v.Uint())
	case reflect.Invalid:
		b.WriteString("<nil>")
	default:
		fmt.Fprintf(b, "<%s>", v.Type()) // pointers, maps, funcs: no component of the demo has one
	}
}

// runOrder returns the systems in the order a frame runs them: phase by
// phase, and within a phase in the order they were added.
func runOrder(systems []ecs.SystemStat) []ecs.SystemStat {
	out := slices.Clone(systems)
	slices.SortStableFunc(out, func(a, b ecs.SystemStat) int {
		return cmp.Compare(phaseRank(a.Phase), phaseRank(b.Phase))
	})
	return out
}

// phaseRank is p's place in the order in which the scheduler runs phases.
func phaseRank(p ecs.Phase) int {
	switch p {
	case ecs.Startup:
		return 0
	case ecs.FixedUpdate:
		return 1
	case ecs.Update:
		return 2
	}
	return 3
}
