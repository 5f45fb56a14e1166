package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cubefall/ecs"
	"cubefall/scenes"
)

// BenchmarkSpawn spawns the default scene's recipe (camera, sun, N cubes
// with eight components and five drawn fields each) into a new world.
// ns/op divided by N is the cost per cube.
func BenchmarkSpawn(b *testing.B) {
	s, err := scenes.Open(scenes.Default)
	require.NoError(b, err)
	for _, bc := range []struct {
		name string
		n    int
	}{{"10k", 10_000}, {"1M", 1_000_000}} {
		b.Run(bc.name, func(b *testing.B) {
			o := scenes.Overrides{Cubes: bc.n}
			for b.Loop() {
				spawn(b, s, o)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(bc.n), "ns/cube")
		})
	}
}

// spawn creates s in a fresh world.
func spawn(b *testing.B, s *scenes.Scene, o scenes.Overrides) {
	if err := s.Spawn(ecs.NewWorld(), o); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkParse checks and builds the default scene from its bytes.
func BenchmarkParse(b *testing.B) {
	data := shippedBytes(b, scenes.Default)
	for b.Loop() {
		parse(b, data)
	}
}

// parse checks data as a scene file.
func parse(b *testing.B, data []byte) {
	if _, err := scenes.Parse("falling-cubes.json", data); err != nil {
		b.Fatal(err)
	}
}
