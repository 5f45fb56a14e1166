package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
)

// hubs is how many compound objects the world-transform benchmark places:
// each a root with a ring and three cubes on the ring, as the compound
// scene's spawner makes, so 4 children per root.
const hubs = 2000

// hubWorld returns a world of hubs roots, each with a ring child that
// holds three cubes.
func hubWorld() *ecs.World {
	w := newWorld()
	for i := range hubs {
		root := ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{float32(i), 10, 0}))
		ring := newChild(w, root, mgl32.Vec3{})
		ecs.Get[components.Transform](w, ring).Rotation = mgl32.Vec3{0, 0.5, 0}
		for k := range 3 {
			newChild(w, ring, mgl32.Vec3{float32(k) - 1, 0, 1.8})
		}
	}
	return w
}

// plainNode is one entity of the baseline's hierarchy: a slice of structs
// in parent-before-child order, each naming its parent by index.
type plainNode struct {
	parent       int // −1 for a root
	local, world components.Transform
}

// BenchmarkWorldTransforms places hubs·4 children once per iteration:
// "system" as the worldtransforms system does (parents first, look every
// child and parent up), "plain" the same Compose over a slice already in
// order. ns/child is per child placed.
func BenchmarkWorldTransforms(b *testing.B) {
	b.Run("plain", func(b *testing.B) {
		var nodes []plainNode
		for i := range hubs {
			root := len(nodes)
			nodes = append(nodes, plainNode{parent: -1, world: components.NewTransform(mgl32.Vec3{float32(i), 10, 0})})
			ring := len(nodes)
			nodes = append(nodes, plainNode{parent: root, local: components.Transform{Rotation: mgl32.Vec3{0, 0.5, 0}, Scale: mgl32.Vec3{1, 1, 1}}})
			for k := range 3 {
				nodes = append(nodes, plainNode{parent: ring, local: components.NewTransform(mgl32.Vec3{float32(k) - 1, 0, 1.8})})
			}
		}
		for b.Loop() {
			for i := range nodes {
				if n := &nodes[i]; n.parent >= 0 {
					n.world = components.Compose(&nodes[n.parent].world, &n.local)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(4*hubs), "ns/child")
	})
	b.Run("system", func(b *testing.B) {
		w := hubWorld()
		var s WorldTransforms
		testworld.InitSystem(b, w, &s)
		for b.Loop() {
			s.Update(w)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(4*hubs), "ns/child")
	})
}

// hierarchySizes are the sizes BenchmarkHierarchyStep runs at: the cost
// per child may grow at most 1.5× from the first to the last.
var hierarchySizes = []struct {
	name string
	n    int
}{{"1k", 1_000}, {"10k", 10_000}, {"100k", 100_000}}

// BenchmarkHierarchyStep places n children once per iteration, in a
// "chain" (each the child of the one before, n deep) and in a "wide" tree
// (n children of one root): "system" is the worldtransforms system's step,
// "plain" the same Compose over a slice of structs in parent-before-child
// order. ns/child is per child placed.
func BenchmarkHierarchyStep(b *testing.B) {
	for _, shape := range []string{"chain", "wide"} {
		for _, size := range hierarchySizes {
			perChild := func(b *testing.B) {
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size.n), "ns/child")
			}
			b.Run("plain/"+shape+"/"+size.name, func(b *testing.B) {
				nodes := []plainNode{{parent: -1, world: components.NewTransform(mgl32.Vec3{1, 2, 3})}}
				for i := range size.n {
					parent := 0
					if shape == "chain" {
						parent = i
					}
					nodes = append(nodes, plainNode{parent: parent, local: components.NewTransform(mgl32.Vec3{0, 1, 0})})
				}
				for b.Loop() {
					for i := range nodes {
						if n := &nodes[i]; n.parent >= 0 {
							n.world = components.Compose(&nodes[n.parent].world, &n.local)
						}
					}
				}
				perChild(b)
			})
			b.Run("system/"+shape+"/"+size.name, func(b *testing.B) {
				w, _ := chainWorld(size.n)
				if shape == "wide" {
					w, _ = wideWorld(size.n)
				}
				var s WorldTransforms
				testworld.InitSystem(b, w, &s)
				for b.Loop() {
					s.Update(w)
				}
				perChild(b)
			})
		}
	}
}
