package scenes_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/stretchr/testify/require"

	"cubefall/components"
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

// BenchmarkSpawnShared is BenchmarkSpawn/1M in a world with a pool of one
// worker and of two: with two, each spawner's draws are shared out in
// pieces (fillShared), and the world is the same.
func BenchmarkSpawnShared(b *testing.B) {
	s, err := scenes.Open(scenes.Default)
	require.NoError(b, err)
	const n = 1_000_000
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("1M/workers=%d", workers), func(b *testing.B) {
			ws := ecs.NewWorkers(workers)
			defer ws.Close()
			for b.Loop() {
				w := ecs.NewWorld()
				ecs.AddResource(w, ws)
				if err := s.Spawn(w, scenes.Overrides{Cubes: n}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/cube")
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

// savedCubes is the default scene with n cubes as a save finds it after a
// few seconds of play: every cube moving, with its Interpolated record.
func savedCubes(tb testing.TB, n int) *ecs.World {
	s, err := scenes.Open(scenes.Default)
	require.NoError(tb, err)
	w := ecs.NewWorld()
	require.NoError(tb, s.Spawn(w, scenes.Overrides{Cubes: n}))
	q := ecs.NewQuery2[components.Transform, components.RigidBody](w, ecs.With[components.Cube]())
	var cubes []ecs.Entity
	for e, row := range q.All() {
		tr, rb := row.Get()
		rb.Velocity = mgl32.Vec3{0, -tr.Position[1] / 7, 0}
		cubes = append(cubes, e)
	}
	for _, e := range cubes {
		tr := ecs.Get[components.Transform](w, e)
		ecs.Add(w, e, components.Interpolated{Position: tr.Position.Add(mgl32.Vec3{0, 0.093, 0}), Rotation: tr.Rotation, Step: 300})
	}
	return w
}

// plainCube is a cube's values in a plain struct: what encoding/json,
// the baseline, writes and reads.
type plainCube struct {
	Name                           string
	Position, Rotation, Scale      mgl32.Vec3
	Velocity                       mgl32.Vec3
	Gravity, OwnGravity            mgl32.Vec3
	Spin, Color                    mgl32.Vec3
	Floor, Top                     float32
	InterpPosition, InterpRotation mgl32.Vec3
	Step                           uint32
}

// plainCubes copies every cube of w into plain structs.
func plainCubes(w *ecs.World) []plainCube {
	var out []plainCube
	for _, e := range w.Entities() {
		c := plainCube{Name: "entity-" + strconv.Itoa(int(e.Index()))}
		if tr, ok := ecs.TryGet[components.Transform](w, e); ok {
			c.Position, c.Rotation, c.Scale = tr.Position, tr.Rotation, tr.Scale
		}
		if rb, ok := ecs.TryGet[components.RigidBody](w, e); ok {
			c.Velocity = rb.Velocity
		}
		if ip, ok := ecs.TryGet[components.Interpolated](w, e); ok {
			c.InterpPosition, c.InterpRotation, c.Step = ip.Position, ip.Rotation, ip.Step
		}
		out = append(out, c)
	}
	return out
}

// BenchmarkSave writes 100,000 cubes (and the camera and sun) as a scene
// file; encoding-json marshals the same values from plain structs, the
// baseline. bytes/entity is the file's size per entity.
func BenchmarkSave(b *testing.B) {
	w := savedCubes(b, 100_000)
	b.Run("100k/scenes.Encode", func(b *testing.B) {
		var size int
		for b.Loop() {
			size = encode(b, w)
		}
		b.ReportMetric(float64(size)/float64(w.Len()), "bytes/entity")
	})
	b.Run("100k/encoding-json", func(b *testing.B) {
		cubes := plainCubes(w)
		var size int
		for b.Loop() {
			size = marshal(b, cubes)
		}
		b.ReportMetric(float64(size)/float64(w.Len()), "bytes/entity")
	})
}

// BenchmarkLoad reads a saved file of 100,000 cubes back: Parse checks
// every value and Spawn creates the entities; encoding-json unmarshals the
// same file into plain Go structs that mirror it (plainFile), with no
// checks and no world. The two are compared by ns/op and by B/op.
func BenchmarkLoad(b *testing.B) {
	w := savedCubes(b, 100_000)
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(b, err)
	b.Run("100k/scenes.Parse+Spawn", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			parseSpawn(b, data)
		}
	})
	b.Run("100k/encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			unmarshalFile(b, data)
		}
	})
	b.Run("100k/encoding-json-values", func(b *testing.B) {
		plain, err := json.Marshal(plainCubes(w))
		require.NoError(b, err)
		b.ReportAllocs()
		for b.Loop() {
			unmarshalValues(b, plain)
		}
	})
}

// unmarshalValues reads the cubes' values back from encoding/json's own
// form of them into typed plain structs: a floor for any loader of these
// values, since it checks nothing, builds no world and needs no format of
// its own.
func unmarshalValues(b *testing.B, data []byte) {
	var cubes []plainCube
	if err := json.Unmarshal(data, &cubes); err != nil {
		b.Fatal(err)
	}
}

// plainFile mirrors a saved scene file in plain Go structs, the way
// encoding/json would read it with no knowledge of components: each
// component an object of fields, each row of a table a list of values
// (numbers, and vectors as lists of numbers).
type plainFile struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Seed        int64  `json:"seed"`
	Entities    []struct {
		Name       string                    `json:"name"`
		Components map[string]map[string]any `json:"components"`
	} `json:"entities"`
	Tables []struct {
		Components map[string]map[string]any `json:"components"`
		Columns    []string                  `json:"columns"`
		Rows       [][]any                   `json:"rows"`
	} `json:"tables"`
}

func unmarshalFile(b *testing.B, data []byte) {
	var f plainFile
	if err := json.Unmarshal(data, &f); err != nil {
		b.Fatal(err)
	}
}

func encode(b *testing.B, w *ecs.World) int {
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	if err != nil {
		b.Fatal(err)
	}
	return len(data)
}

func marshal(b *testing.B, cubes []plainCube) int {
	data, err := json.Marshal(cubes)
	if err != nil {
		b.Fatal(err)
	}
	return len(data)
}

func parseSpawn(b *testing.B, data []byte) {
	s, err := scenes.Parse("saved.json", data)
	if err != nil {
		b.Fatal(err)
	}
	spawn(b, s, scenes.NoOverrides())
}
