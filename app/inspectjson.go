package app

import (
	"fmt"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/internal/atomicfile"
)

// writeInspectJSON writes the inspector's snapshot of w (tables, systems
// with their times, entity count, and the entity the inspector has
// selected, if any) to path, atomically: a reader never sees half a file.
func writeInspectJSON(path string, w *ecs.World) error {
	data, err := inspector.SnapshotJSON(w)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data); err != nil {
		return fmt.Errorf("write inspector data: %w", err)
	}
	return nil
}
