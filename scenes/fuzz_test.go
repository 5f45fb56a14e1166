package scenes_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"cubefall/ecs"
	"cubefall/scenes"
)

// FuzzLoad feeds arbitrary bytes to Parse, seeded with every shipped scene
// and every bad file in testdata. Parse must never panic; it returns either
// a scene that spawns, or *Errors whose problems all have positions.
// Crashers the fuzzer finds are kept in testdata/fuzz/FuzzLoad and run by
// every `go test`.
func FuzzLoad(f *testing.F) {
	for _, name := range scenes.Names() {
		f.Add(shippedBytes(f, name))
	}
	bad, _ := filepath.Glob("testdata/bad_*.json")
	for _, path := range bad {
		data, err := os.ReadFile(path)
		require.NoError(f, err)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenes.Parse("fuzz.json", data)
		if err != nil {
			var errs *scenes.Errors
			require.True(t, errors.As(err, &errs), "%v", err)
			require.NotEmpty(t, errs.Problems)
			for _, p := range errs.Problems {
				require.Positive(t, p.Line, "%v", p)
				require.Positive(t, p.Col, "%v", p)
				require.NotEmpty(t, p.Path, "%v", p)
				require.NotEmpty(t, p.Message, "%v", p)
			}
			return
		}
		// Spawn a few of each spawner's entities: enough to run every
		// template, few enough to keep the fuzzer fast.
		o := scenes.Overrides{Cubes: 3}
		w := ecs.NewWorld()
		require.NoError(t, s.Spawn(w, o))
		require.Equal(t, s.EntityCount(o), w.Len())
	})
}

// shippedBytes returns the file of a shipped scene as it is on disk next
// to the package (the embedded copy is made from it).
func shippedBytes(tb testing.TB, name string) []byte {
	data, err := os.ReadFile(name + ".json")
	require.NoError(tb, err)
	return data
}
