package scenes_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/scenes"
)

// hierarchySizes are the sizes the hierarchy benchmarks run at: the cost
// per entity of each may grow at most 1.5× from the first to the last.
var hierarchySizes = []struct {
	name string
	n    int
}{{"1k", 1_000}, {"10k", 10_000}, {"100k", 100_000}}

// hierarchyScene returns a scene file with a camera and n named cubes
// linked by "ChildOf": a "chain", each the child of the one before, or a
// "wide" tree, every cube but the first a child of the first.
func hierarchyScene(shape string, n int) []byte {
	var b strings.Builder
	b.WriteString(`{"name": "` + shape + `", "seed": 1, "entities": [` + "\n")
	b.WriteString(`{"name": "camera", "components": {"Transform": {"position": [0, 5, 30]}, "Camera": {}}}`)
	for i := range n {
		link := ""
		switch {
		case i == 0:
		case shape == "chain":
			link = fmt.Sprintf(`"ChildOf": {"parent": "n%d"}, `, i-1)
		default:
			link = `"ChildOf": {"parent": "n0"}, `
		}
		fmt.Fprintf(&b, ",\n"+`{"name": "n%d", "components": {%s"Transform": {"position": [0, 1, 0]}, "Mesh": {"name": "cube"}}}`, i, link)
	}
	b.WriteString("\n]}\n")
	return []byte(b.String())
}

// hierarchyWorld spawns hierarchyScene(shape, n) and returns the world
// and its names, as a save is given them.
func hierarchyWorld(tb testing.TB, shape string, n int) (*ecs.World, map[ecs.Entity]string) {
	tb.Helper()
	s, err := scenes.Parse(shape+".json", hierarchyScene(shape, n))
	if err != nil {
		tb.Fatal(err)
	}
	w := ecs.NewWorld()
	out, err := s.SpawnEntities(w, scenes.NoOverrides())
	if err != nil {
		tb.Fatal(err)
	}
	names := map[ecs.Entity]string{}
	for name, e := range out.Named {
		names[e] = name
	}
	return w, names
}

// plainNode is a named cube of a hierarchy scene in plain structs, the
// way encoding/json reads and writes it.
type plainNode struct {
	Name       string `json:"name"`
	Components struct {
		ChildOf *struct {
			Parent string `json:"parent"`
		} `json:"ChildOf,omitempty"`
		Transform *struct {
			Position [3]float32 `json:"position"`
		} `json:"Transform,omitempty"`
		Mesh *struct {
			Name string `json:"name"`
		} `json:"Mesh,omitempty"`
		Camera *struct{} `json:"Camera,omitempty"`
	} `json:"components"`
}

// plainScene is a hierarchy scene file in plain structs.
type plainScene struct {
	Name     string      `json:"name"`
	Seed     int64       `json:"seed"`
	Entities []plainNode `json:"entities"`
}

// plainLoad reads a hierarchy scene with encoding/json and finds every
// cube's parent by name: the work of a load with no checks and no world.
func plainLoad(b *testing.B, data []byte) {
	var f plainScene
	if err := json.Unmarshal(data, &f); err != nil {
		b.Fatal(err)
	}
	index := make(map[string]int, len(f.Entities))
	parents := make([]int, len(f.Entities))
	for i, e := range f.Entities {
		index[e.Name] = i
		parents[i] = -1
		if e.Components.ChildOf != nil {
			parents[i] = index[e.Components.ChildOf.Parent]
		}
	}
}

// BenchmarkHierarchy loads, saves and checks named cubes in a chain and in
// a wide tree, at each of hierarchySizes; ns/entity is per cube.
//   - load/scenes: Parse and Spawn of the scene file (hierarchyScene), beside
//     load/plain, encoding/json reading the same file into plain structs
//     and finding each parent by name;
//   - save/scenes: scenes.Encode of the spawned world, every link written in
//     "links", beside save/plain, encoding/json writing the same cubes
//     from plain structs;
//   - check/scenes: Parse and Check of that saved file, as -check runs them,
//     links included.
func BenchmarkHierarchy(b *testing.B) {
	for _, shape := range []string{"chain", "wide"} {
		for _, size := range hierarchySizes {
			data := hierarchyScene(shape, size.n)
			perEntity := func(b *testing.B) {
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size.n), "ns/entity")
			}
			b.Run("load/plain/"+shape+"/"+size.name, func(b *testing.B) {
				for b.Loop() {
					plainLoad(b, data)
				}
				perEntity(b)
			})
			b.Run("load/scenes/"+shape+"/"+size.name, func(b *testing.B) {
				for b.Loop() {
					parseSpawn(b, data)
				}
				perEntity(b)
			})
			w, names := hierarchyWorld(b, shape, size.n)
			b.Run("save/plain/"+shape+"/"+size.name, func(b *testing.B) {
				var f plainScene
				if err := json.Unmarshal(data, &f); err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					if _, err := json.Marshal(&f); err != nil {
						b.Fatal(err)
					}
				}
				perEntity(b)
			})
			// saved is the file the check reads, made here so that the check
			// runs on its own too (perfdoc runs each sub-benchmark alone).
			saved, _, err := scenes.Encode(w, scenes.SaveInfo{Name: shape, Names: names})
			if err != nil {
				b.Fatal(err)
			}
			b.Run("save/scenes/"+shape+"/"+size.name, func(b *testing.B) {
				for b.Loop() {
					if _, _, err := scenes.Encode(w, scenes.SaveInfo{Name: shape, Names: names}); err != nil {
						b.Fatal(err)
					}
				}
				perEntity(b)
			})
			b.Run("check/scenes/"+shape+"/"+size.name, func(b *testing.B) {
				for b.Loop() {
					s, err := scenes.Parse("saved.json", saved)
					if err == nil {
						err = s.Check(scenes.NoOverrides())
					}
					if err != nil {
						b.Fatal(err)
					}
				}
				perEntity(b)
			})
		}
	}
}
