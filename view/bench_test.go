package view

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
)

// The benchmarks report ns per entity beside a plain-Go baseline that does
// the same work on a slice of structs, so the cost of the ECS is one ratio:
//
//	go test -bench . -benchtime 200x ./view

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

func BenchmarkCollect(b *testing.B) {
	for _, s := range sizes {
		for _, culling := range []bool{true, false} {
			b.Run(fmt.Sprintf("system/culling=%v/%s", culling, s.name), func(b *testing.B) {
				w := benchWorld(b, s.n)
				ecs.GetResource[resources.ViewOptions](w).Culling = culling
				c := &Collect{}
				testworld.InitSystem(b, w, c)
				c.Update(w) // the first frame grows the instance buffers: not part of the steady cost
				for b.Loop() {
					c.Update(w)
				}
				perEntity(b, s.n)
				b.ReportMetric(float64(ecs.GetResource[frame.Frame](w).Drawn), "drawn")
			})
		}
		b.Run("plain/culling=false/"+s.name, func(b *testing.B) {
			cs := plainCubes(s.n)
			out := make([]frame.Instance, 0, s.n)
			for b.Loop() {
				out = plainCollect(cs, out[:0])
			}
			perEntity(b, s.n)
		})
		b.Run("plain-matrix/"+s.name, func(b *testing.B) {
			cs := plainCubes(s.n)
			out := make([]matrixInstance, 0, s.n)
			for b.Loop() {
				out = plainCollectMatrices(cs, out[:0])
			}
			perEntity(b, s.n)
		})
		b.Run("plain-mathgl-chain/"+s.name, func(b *testing.B) {
			cs := plainCubes(s.n)
			out := make([]matrixInstance, 0, s.n)
			for b.Loop() {
				out = plainCollectChained(cs, out[:0])
			}
			perEntity(b, s.n)
		})
	}
}

// BenchmarkCollectParallel is the collection with culling on, run by a
// pool of one worker (the serial yardstick) and of two.
func BenchmarkCollectParallel(b *testing.B) {
	for _, s := range sizes {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", s.name, workers), func(b *testing.B) {
				w := benchWorld(b, s.n)
				defer testworld.UsePool(w, workers).Close()
				c := &Collect{}
				testworld.InitSystem(b, w, c)
				c.Update(w) // the first frame grows the instance buffers: not part of the steady cost
				for b.Loop() {
					c.Update(w)
				}
				perEntity(b, s.n)
			})
		}
	}
}

// plainCollect is the render collection's work with no ECS and no
// culling: the 40-byte instance of every cube.
func plainCollect(cs []plainCube, out []frame.Instance) []frame.Instance {
	for i := range cs {
		t, c := &cs[i].T, cs[i].Mesh.Color
		out = append(out, frame.Instance{
			Position: t.Position, Scale: t.Scale, Rotation: t.Rotation,
			Color: frame.PackColor(mgl32.Vec4{c[0], c[1], c[2], 1}),
		})
	}
	return out
}

// matrixInstance is the instance as it was before it shrank to 40 bytes: a
// model matrix built on the CPU and a float colour, 80 bytes.
type matrixInstance struct {
	Model mgl32.Mat4
	Color mgl32.Vec4
}

// plainCollectMatrices fills 80-byte matrix instances the fast way, each
// of the 16 floats written directly: the yardstick for the lean instance.
func plainCollectMatrices(cs []plainCube, out []matrixInstance) []matrixInstance {
	for i := range cs {
		c := cs[i].Mesh.Color
		out = append(out, matrixInstance{Color: mgl32.Vec4{c[0], c[1], c[2], 1}})
		writeModel(&out[len(out)-1].Model, &cs[i].T)
	}
	return out
}

// plainCollectChained builds the matrices the textbook way, for comparison.
func plainCollectChained(cs []plainCube, out []matrixInstance) []matrixInstance {
	for i := range cs {
		c := cs[i].Mesh.Color
		out = append(out, matrixInstance{Model: chainedModel(&cs[i].T), Color: mgl32.Vec4{c[0], c[1], c[2], 1}})
	}
	return out
}

// writeModel writes t's model matrix, Translate · Rz · Ry · Rx · Scale, into
// m (column-major): three sines and cosines of whole angles and the 16
// floats written directly, the fastest way to build the matrix on the CPU.
func writeModel(m *mgl32.Mat4, t *components.Transform) {
	sx, cx := wholeSincos(t.Rotation[0])
	sy, cy := wholeSincos(t.Rotation[1])
	sz, cz := wholeSincos(t.Rotation[2])
	kx, ky, kz := t.Scale[0], t.Scale[1], t.Scale[2]
	m[0], m[1], m[2], m[3] = cz*cy*kx, sz*cy*kx, -sy*kx, 0
	m[4], m[5], m[6], m[7] = (cz*sy*sx-sz*cx)*ky, (sz*sy*sx+cz*cx)*ky, cy*sx*ky, 0
	m[8], m[9], m[10], m[11] = (cz*sy*cx+sz*sx)*kz, (sz*sy*cx-cz*sx)*kz, cy*cx*kz, 0
	m[12], m[13], m[14], m[15] = t.Position[0], t.Position[1], t.Position[2], 1
}

// wholeSincos is sin and cos of x, in float32.
func wholeSincos(x float32) (sin, cos float32) {
	s, c := math.Sincos(float64(x))
	return float32(s), float32(c)
}

// stormWorld is the storm scene's layout built by hand: n spinning cubes
// in a column 300 units wide and 200 high, seen from its edge, every cube
// blended between its last two fixed steps as in the running demo.
func stormWorld(b testing.TB, n int) *ecs.World {
	b.Helper()
	w := newWorld()
	cam := testworld.Camera(w, mgl32.Vec3{0, 110, 260})
	ecs.Get[components.Transform](w, cam).Rotation = mgl32.Vec3{-0.15, 0, 0}
	ecs.Get[components.Camera](w, cam).Far = 800
	r := rand.New(rand.NewPCG(7, 7))
	f := func(lo, hi float32) float32 { return lo + (hi-lo)*r.Float32() }
	ecs.NewBatch4(w, n, func(_ int, _ ecs.Entity, t *components.Transform, m *components.Mesh, ip *components.Interpolated, _ *components.Cube) {
		*t = components.Transform{
			Position: mgl32.Vec3{f(-150, 150), f(0, 200), f(-150, 150)},
			Rotation: mgl32.Vec3{f(-3, 3), f(-3, 3), f(-3, 3)},
			Scale:    mgl32.Vec3{f(0.5, 1.5), f(0.5, 1.5), f(0.5, 1.5)},
		}
		m.Name, m.Color = "cube", mgl32.Vec3{r.Float32(), r.Float32(), r.Float32()}
		before := *t
		before.Position[1] += 0.1
		before.Rotation[0] -= 0.05
		ip.Record(&before, components.LatestStep)
	})
	tm := ecs.GetResource[ecs.Time](w)
	tm.Steps, tm.Alpha = 5, 0.5
	return w
}

// BenchmarkCollectStorm is the collection of a million blended cubes, the
// storm scene's load, with one worker and with two, beside the plain loop
// that fills the same instances with no ECS, no blend and no culling.
func BenchmarkCollectStorm(b *testing.B) {
	const n = 1_000_000
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("1M/workers=%d", workers), func(b *testing.B) {
			w := stormWorld(b, n)
			defer testworld.UsePool(w, workers).Close()
			c := &Collect{}
			testworld.InitSystem(b, w, c)
			c.Update(w) // the first frame grows the instance buffers: not part of the steady cost
			for b.Loop() {
				c.Update(w)
			}
			perEntity(b, n)
			b.ReportMetric(float64(ecs.GetResource[frame.Frame](w).Drawn), "drawn")
		})
	}
	b.Run("plain/1M", func(b *testing.B) {
		cs := plainCubes(n)
		out := make([]frame.Instance, 0, n)
		for b.Loop() {
			out = plainCollect(cs, out[:0])
		}
		perEntity(b, n)
	})
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("stream/1M/workers=%d", workers), func(b *testing.B) {
			benchStream(b, n, workers)
		})
	}
}

// stormColumns are the three columns the collection reads, as plain
// slices.
type stormColumns struct {
	ts  []components.Transform
	ips []components.Interpolated
	ms  []components.Mesh
}

// benchStream is the memory's floor under the collection: the same bytes
// read (a Transform, an Interpolated and a Mesh per cube) and written (a
// 40-byte instance), in the same pieces shared out by the same pool, with
// no arithmetic at all. The collection cannot beat it; how far it lies
// above it is the collection's own work.
func benchStream(b *testing.B, n, workers int) {
	cols := stormColumns{make([]components.Transform, n), make([]components.Interpolated, n), make([]components.Mesh, n)}
	for i := range n {
		cols.ts[i] = components.NewTransform(mgl32.Vec3{float32(i), 0, 0})
		cols.ms[i].Name = "cube"
	}
	out := make([]frame.Instance, n)
	ws := ecs.NewWorkers(workers)
	defer ws.Close()
	rows := pieceRows(n, workers)
	piece := func(p int) { streamRows(&cols, out, p*rows, min((p+1)*rows, n)) }
	for b.Loop() {
		ws.For((n+rows-1)/rows, piece)
	}
	perEntity(b, n)
}

// streamRows copies rows [lo, hi) of the columns into instances, touching
// every cache line of each column once.
func streamRows(c *stormColumns, out []frame.Instance, lo, hi int) {
	ts, ips, ms, out := c.ts[lo:hi], c.ips[lo:hi], c.ms[lo:hi], out[lo:hi]
	for i := range ts {
		inst := &out[i]
		inst.Position, inst.Scale, inst.Rotation = ts[i].Position, ts[i].Scale, ips[i].Rotation
		inst.Color = ips[i].Step ^ math.Float32bits(ms[i].Color[0])
	}
}
