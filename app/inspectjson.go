package app

import (
	"encoding/json"
	"fmt"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/systems"
)

// writeInspectJSON writes the inspector's snapshot of w (tables, systems
// with their times, entity count, and the entity the inspector has
// selected, if any) to path, atomically: a reader never sees half a file.
func writeInspectJSON(path string, w *ecs.World) error {
	var selected ecs.Entity
	if st, ok := ecs.TryResource[systems.InspectorState](w); ok {
		selected = st.Selected
	}
	data, err := json.MarshalIndent(systems.CollectInspect(w, selected), "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, append(data, '\n')); err != nil {
		return fmt.Errorf("write inspector data: %w", err)
	}
	return nil
}
