package scenes

import (
	"math"
	"math/rand/v2"
	"reflect"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// apartTries is how many positions an entity draws in all, its first
// included, while looking for a place where it touches nothing placed
// before it. With every place taken it keeps its last draw.
const apartTries = 32

// apartStream is added to a spawner's group number to seed its placement
// stream, (seed, apartStream + group), so that the redraws never take
// numbers from the spawner's own stream (whose draws, and so every other
// field, stay what they would be without placement).
const apartStream = 1 << 32

// apartFill is the densest recipe that is placed apart: the entities'
// spheres may fill at most this share of the box their first draws span.
// Past it, random redraws would seldom find room (random placement of
// spheres jams at about 38%), so a denser recipe, a pour like pile's or
// the default scene with -cubes 1000000, is meant to be packed and is left
// as drawn, at no cost.
const apartFill = 0.25

// apartCells caps the cells of the placement grid, so that a spawner with
// a huge position range does not allocate a huge grid: past the cap the
// cells grow.
const apartCells = 1 << 22

// placeApart moves the entities of one spawner whose bodies would start
// inside each other. It applies to a spawner whose recipe has a Collider
// that is not groundOnly and draws Transform.position (from a range or a
// palette); other spawners are left as drawn.
//
// The rule: each entity's box is enclosed by a sphere (centre its
// position, radius the length of its scaled half extents, so whatever its
// rotation). Entities are visited in creation order; one whose sphere
// meets the sphere of an entity of the same spawner placed before it
// draws its position again from the same recipe, with numbers from the
// placement stream, up to apartTries draws in all, and keeps its last
// draw if every one is taken. Fields copied from the position ("sameAs")
// are copied again. A recipe whose spheres would fill more than apartFill
// of the box its first draws span is left as drawn (see apartFill).
//
// Why: two solid boxes that start inside each other are pushed apart by
// the collision step on its first steps, a burst of mid-air contacts that
// costs time and looks like a jolt, and a scene that scatters cubes at
// random never means that. In the default scene with -cubes 100000 three
// cubes in four would start with their spheres meeting another's; placed,
// a few percent do, and the first hundred steps find about half as many
// close pairs and a third as many contacts.
// A spheres test, coarser than the boxes' own, keeps the check to a few
// multiplications and leaves a little air between close neighbours.
//
// The placement runs on one goroutine, in order, from its own stream, so
// the world is the same with any number of workers, and the first N
// entities of a spawner are the same whatever its count (while the count
// leaves the recipe under apartFill).
func (f *groupFiller) placeApart(w *ecs.World, es []ecs.Entity, src rand.Source) {
	if f == nil {
		return // nothing drawn, so nothing to place
	}
	pos, ok := f.positionDraw()
	if !ok || !f.hasSolidCollider() {
		return
	}
	p, ok := newPlacer(w, es)
	if !ok || p.fill > apartFill {
		return
	}
	p.makeGrid()
	rng := rand.New(src)
	vals := make([]reflect.Value, len(f.ts))
	for k := range p.trs {
		tr := &p.trs[k]
		r := p.radius[k]
		moved := false
		for try := 1; try < apartTries && p.touches(tr.Position, r); try++ {
			pos(reflect.ValueOf(&tr.Position).Elem(), rng)
			moved = true
		}
		if moved {
			f.copyAgain(k, vals)
		}
		p.add(tr.Position, r)
	}
}

// positionDraw returns the draw of Transform.position, if the recipe has
// one.
func (f *groupFiller) positionDraw() (func(reflect.Value, *rand.Rand), bool) {
	for _, t := range f.ts {
		if t.Name != "Transform" {
			continue
		}
		for _, d := range t.draws {
			if d.field.name == "position" {
				return resolveSetter(d), true
			}
		}
	}
	return nil, false
}

// hasSolidCollider reports whether the recipe gives its entities a
// Collider that meets other boxes (not groundOnly).
func (f *groupFiller) hasSolidCollider() bool { return solidCollider(f.ts) }

// copyAgain makes entity k's "sameAs" copies again after its position
// was drawn again.
func (f *groupFiller) copyAgain(k int, vals []reflect.Value) {
	for _, i := range f.touched {
		vals[i] = f.at[i](k)
	}
	fill(f.ts, nil, vals, nil)
}

// placer is a grid of the spheres placed so far: a cube of cells at least
// as wide as the largest sphere's diameter, so that a sphere can only
// meet spheres in its own cell and the 26 around it. Each cell holds a
// list of the spheres in it, linked through next.
type placer struct {
	trs    []components.Transform // the entities' transforms, in order
	radius []float32              // their spheres' radii
	sphere [][4]float32           // the spheres placed: centre and radius
	fill   float64                // the spheres' volume over their box's
	lo     mgl32.Vec3             // the corner of cell (0, 0, 0)
	size   mgl32.Vec3             // the size of the first draws' box, from lo
	cell   float32
	n      [3]int
	head   []int32 // per cell, the last sphere added to it plus one (0: none)
	next   []int32 // per sphere, the one added before it to its cell plus one
}

// newPlacer measures the spheres and the bounding box of the entities'
// first draws, and sizes the grid to that box. It reports false if the
// entities do not sit in one table (never right after their spawn).
func newPlacer(w *ecs.World, es []ecs.Entity) (*placer, bool) {
	trs, ok := ecs.Rows[components.Transform](w, es)
	cs, ok2 := ecs.Rows[components.Collider](w, es)
	if !ok || !ok2 {
		return nil, false
	}
	p := &placer{trs: trs, radius: make([]float32, len(es))}
	lo := mgl32.Vec3{math.MaxFloat32, math.MaxFloat32, math.MaxFloat32}
	hi := lo.Mul(-1)
	var biggest float32
	var volume float64
	for k := range trs {
		tr, c := &trs[k], &cs[k]
		h := mgl32.Vec3{c.HalfExtents[0] * tr.Scale[0], c.HalfExtents[1] * tr.Scale[1], c.HalfExtents[2] * tr.Scale[2]}
		r := h.Len()
		p.radius[k] = r
		biggest = max(biggest, r)
		volume += 4.0 / 3 * math.Pi * float64(r) * float64(r) * float64(r)
		for a := range 3 {
			lo[a], hi[a] = min(lo[a], tr.Position[a]), max(hi[a], tr.Position[a])
		}
	}
	p.lo = lo
	p.cell = max(2*biggest, 1e-3)
	for a := range 3 {
		p.size[a] = max(hi[a]-lo[a], 0) // 0 with no entities
	}
	box := float64(p.size[0]+p.cell) * float64(p.size[1]+p.cell) * float64(p.size[2]+p.cell)
	p.fill = volume / box
	if box/math.Pow(float64(p.cell), 3) > apartCells {
		p.cell = float32(math.Cbrt(box / apartCells))
	}
	return p, true
}

// makeGrid allocates the grid's cells and lists, over the box of the
// first draws that newPlacer measured.
func (p *placer) makeGrid() {
	for a := range 3 {
		p.n[a] = int(p.size[a]/p.cell) + 1
	}
	p.head = make([]int32, p.n[0]*p.n[1]*p.n[2])
	p.next = make([]int32, 0, len(p.trs))
	p.sphere = make([][4]float32, 0, len(p.trs))
}

// cellOf returns the grid coordinates of point x, clamped into the grid.
// A draw outside the grid's box is kept in the nearest edge cell: the
// cells are clamped the same way for every sphere, so two spheres that
// meet are still at most one cell apart.
func (p *placer) cellOf(x mgl32.Vec3) [3]int {
	var c [3]int
	for a := range 3 {
		v := (x[a] - p.lo[a]) / p.cell
		switch {
		case !(v >= 0): // also NaN
			c[a] = 0
		case v >= float32(p.n[a]-1):
			c[a] = p.n[a] - 1
		default:
			c[a] = int(v)
		}
	}
	return c
}

// touches reports whether a sphere of radius r at x meets a sphere
// placed before.
func (p *placer) touches(x mgl32.Vec3, r float32) bool {
	c := p.cellOf(x)
	for i := max(c[0]-1, 0); i <= min(c[0]+1, p.n[0]-1); i++ {
		for j := max(c[1]-1, 0); j <= min(c[1]+1, p.n[1]-1); j++ {
			for k := max(c[2]-1, 0); k <= min(c[2]+1, p.n[2]-1); k++ {
				for o := p.head[(i*p.n[1]+j)*p.n[2]+k]; o != 0; o = p.next[o-1] {
					q := &p.sphere[o-1]
					dx, dy, dz, s := x[0]-q[0], x[1]-q[1], x[2]-q[2], r+q[3]
					if dx*dx+dy*dy+dz*dz < s*s {
						return true
					}
				}
			}
		}
	}
	return false
}

// add places a sphere of radius r at x.
func (p *placer) add(x mgl32.Vec3, r float32) {
	c := p.cellOf(x)
	at := (c[0]*p.n[1]+c[1])*p.n[2] + c[2]
	p.sphere = append(p.sphere, [4]float32{x[0], x[1], x[2], r})
	p.next = append(p.next, p.head[at])
	p.head[at] = int32(len(p.sphere))
}
