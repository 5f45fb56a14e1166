package app

import (
	"os"
	"path/filepath"
	"testing"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestASaveIsACheckpoint: every shipped scene (each file of scenes/ and
// the embedded default, at 300 cubes where it spawns more), run for 150
// steps, saved, and loaded into a new world, goes on from there exactly
// as the run that was never interrupted: the same world hash after each of
// the next 180 steps. Nothing the simulation reads may live outside the
// saved components (a step count, a system's memory of the last step, the
// order of the rows in the tables).
func TestASaveIsACheckpoint(t *testing.T) {
	names, err := filepath.Glob("../scenes/*.json")
	require.NoError(t, err)
	for _, name := range append(names, scenes.Default) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			a := startApp(t, config{scene: name, cubes: 300, width: 640, height: 360, headless: true, workers: 2})
			for range 150 {
				stepFrame(a)
			}
			data, _, err := a.encodeWorld()
			require.NoError(t, err)
			path := filepath.Join(t.TempDir(), "saved.json")
			require.NoError(t, os.WriteFile(path, data, 0o644))
			b := startApp(t, config{scene: path, cubes: scenes.KeepCounts, width: 640, height: 360, headless: true, workers: 2})
			for step := 1; step <= 180; step++ {
				stepFrame(a)
				stepFrame(b)
				if !assert.Equal(t, a.world.Hash(), b.world.Hash(), "the world hash %d steps after the save", step) {
					return
				}
			}
		})
	}
}

// stepFrame runs one headless frame of a: one fixed step, with no input.
func stepFrame(a *app) {
	a.sched.Frame(fixedStep)
	ecs.GetResource[resources.Input](a.world).EndFrame()
}
