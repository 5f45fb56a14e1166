package main

import (
	"encoding/json"
	"fmt"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/systems"
)

// writeInspectJSON writes the inspector's snapshot of w (tables, systems
// with their times, entity count) to path, atomically: a reader never sees
// half a file.
func writeInspectJSON(path string, w *ecs.World) error {
	data, err := json.MarshalIndent(systems.CollectInspect(w, ecs.Entity{}), "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, append(data, '\n')); err != nil {
		return fmt.Errorf("write inspector data: %w", err)
	}
	return nil
}
