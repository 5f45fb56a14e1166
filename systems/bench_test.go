package systems

import (
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
)

// The benchmarks report ns per entity beside a plain-Go baseline that does
// the same work on a slice of structs, so the cost of the ECS is one ratio:
//
//	go test -bench . -benchtime 200x ./systems

var sizes = []struct {
	name string
	n    int
}{{"10k", 10_000}, {"100k", 100_000}}

// benchWorld is a camera at the edge of a field of n falling, spinning
// cubes; about half of them are in view.
func benchWorld(b *testing.B, n int) *ecs.World {
	b.Helper()
	w := newWorld()
	cam := testworld.Camera(w, mgl32.Vec3{0, 0, 60})
	_ = cam
	r := rand.New(rand.NewPCG(7, 7))
	ecs.NewBatch4(w, n, func(i int, _ ecs.Entity, t *components.Transform, rb *components.RigidBody, g *components.Gravity, m *components.Mesh) {
		*t = randomTransform(r)
		t.Position[2] = -t.Position[2]*0.5 - 50
		g.Force = mgl32.Vec3{0, -1 - 9*r.Float32(), 0}
		*m = components.Mesh{Name: "cube", Color: mgl32.Vec3{r.Float32(), r.Float32(), r.Float32()}}
	})
	return w
}

// plainCube is the baseline's slice-of-structs layout: every field of a
// cube side by side.
type plainCube struct {
	T    components.Transform
	RB   components.RigidBody
	G    components.Gravity
	Mesh components.Mesh
}

func plainCubes(n int) []plainCube {
	r := rand.New(rand.NewPCG(7, 7))
	cs := make([]plainCube, n)
	for i := range cs {
		cs[i].T = randomTransform(r)
		cs[i].T.Position[2] = -cs[i].T.Position[2]*0.5 - 50
		cs[i].G.Force = mgl32.Vec3{0, -1 - 9*r.Float32(), 0}
		cs[i].Mesh = components.Mesh{Name: "cube", Color: mgl32.Vec3{r.Float32(), r.Float32(), r.Float32()}}
	}
	return cs
}

func perEntity(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
}

func BenchmarkPhysics(b *testing.B) {
	for _, s := range sizes {
		b.Run("system/"+s.name, func(b *testing.B) {
			w := benchWorld(b, s.n)
			p := &Physics{}
			testworld.InitSystem(b, w, p)
			for b.Loop() {
				p.Update(w)
			}
			perEntity(b, s.n)
		})
		b.Run("system-interpolated/"+s.name, func(b *testing.B) {
			w := benchWorld(b, s.n)
			ecs.AddAll(w, components.Cube{}) // cubes are recorded for the renderer's blend
			p := &Physics{}
			testworld.InitSystem(b, w, p)
			p.Update(w) // the first step gives every cube its Interpolated
			for b.Loop() {
				p.Update(w)
			}
			perEntity(b, s.n)
		})
		b.Run("plain/"+s.name, func(b *testing.B) {
			cs := plainCubes(s.n)
			for b.Loop() {
				plainPhysics(cs, dt)
			}
			perEntity(b, s.n)
		})
		b.Run("plain-vec3/"+s.name, func(b *testing.B) {
			cs := plainCubes(s.n)
			for b.Loop() {
				plainPhysicsVec3(cs, dt)
			}
			perEntity(b, s.n)
		})
	}
}

// plainPhysicsVec3 is plainPhysics written with mgl32's Vec3 methods, the
// way the formula reads. The methods return arrays by value, and the
// compiler moves those temporaries through memory; comparing this case with
// "plain" shows why the hot loops are written axis by axis.
func plainPhysicsVec3(cs []plainCube, dt float32) {
	for i := range cs {
		c := &cs[i]
		c.RB.Velocity = c.RB.Velocity.Add(c.G.Force.Mul(dt))
		c.T.Position = c.T.Position.Add(c.RB.Velocity.Mul(dt))
	}
}

// plainPhysics is integrateFalling's arithmetic over a slice of structs.
func plainPhysics(cs []plainCube, dt float32) {
	for i := range cs {
		p, v, g := &cs[i].T.Position, &cs[i].RB.Velocity, &cs[i].G.Force
		for k := range 3 {
			v[k] += g[k] * dt
			p[k] += v[k] * dt
		}
	}
}

func BenchmarkSpin(b *testing.B) {
	w := benchWorld(b, 10_000)
	ecs.AddAll(w, components.Spin{AngularVelocity: mgl32.Vec3{1, -0.5, 0.25}})
	s := &Spin{}
	testworld.InitSystem(b, w, s)
	for b.Loop() {
		s.Update(w)
	}
	perEntity(b, 10_000)
}
