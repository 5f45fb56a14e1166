package systems

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"cubefall/ecs"
)

// InspectSnapshot is the inspector's data at one moment, as plain values:
// what the world's archetype tables hold and what each system costs. It is
// what -inspect-json writes on exit.
type InspectSnapshot struct {
	Entities int             `json:"entities"`
	Tables   []InspectTable  `json:"tables"`  // largest (bytes) first
	Systems  []InspectSystem `json:"systems"` // in run order
	Selected *InspectEntity  `json:"selected,omitempty"`
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

// InspectSystem is one system's timing, in milliseconds.
type InspectSystem struct {
	Name   string  `json:"name"`
	Phase  string  `json:"phase"`
	LastMs float64 `json:"last_ms"`
	MeanMs float64 `json:"mean_ms"`
}

// InspectEntity is one entity: its table and every component, each value
// formatted for reading (vectors compact, floats to 2 decimals).
type InspectEntity struct {
	Entity     string            `json:"entity"`
	Table      int               `json:"table"`
	Components map[string]string `json:"components"`
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
		s.Tables = append(s.Tables, InspectTable{ID: t.ID, Components: names, Rows: t.Len, RowBytes: t.RowBytes, Bytes: t.Bytes()})
	}
	slices.SortStableFunc(s.Tables, func(a, b InspectTable) int { return cmp.Compare(b.Bytes, a.Bytes) })
	if st, ok := ecs.TryResource[ecs.SystemStats](w); ok {
		for _, sys := range st.Systems {
			s.Systems = append(s.Systems, InspectSystem{Name: sys.Name, Phase: sys.Phase.String(),
				LastMs: roundMs(sys.Last), MeanMs: roundMs(sys.MeanPerFrame())})
		}
	}
	if id, ok := w.TableOf(selected); ok {
		e := &InspectEntity{Entity: selected.String(), Table: id, Components: map[string]string{}}
		for _, c := range w.Components(selected) {
			e.Components[c.Short] = FormatValue(c.Value)
		}
		s.Selected = e
	}
	return s
}

// roundMs converts d to milliseconds rounded to 3 decimals.
func roundMs(d time.Duration) float64 { return math.Round(ms(d)*1e3) / 1e3 }

// FormatValue formats a component value for display: %v, with every float
// written to 2 decimals, so vectors stay compact ("[0.00 -9.81 0.00]").
func FormatValue(v any) string {
	s := fmt.Sprintf("%.2f", v)
	if strings.Contains(s, "%!") { // a value with no floats at all
		return fmt.Sprintf("%v", v)
	}
	return s
}
