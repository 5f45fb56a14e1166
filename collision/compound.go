package collision

import "github.com/go-gl/mathgl/mgl32"

// Compound bodies: one rigid body made of several boxes, such as an
// object built from a root and its children. The engine still sees a
// body as one Body, so that the grids, the islands, the sleepers and
// every pass over the bodies work on compound bodies unchanged: its box
// (pos and half) is the box around all of its boxes, and its boxes live
// beside it, in a Shapes, as offsets from that box's centre. Only where
// two boxes meet does a contact look inside: it meets every box of one
// body with every box of the other, in order, each meeting moving the
// whole body. The ground needs no look inside: the box around all the
// boxes reaches exactly as low as the lowest of them.
//
// A body is plain or compound by a mark of its own (bodyCompound), so a
// contact between two plain boxes, nearly every contact of a rain of
// cubes, costs one test of that mark more.

// Box is one box of a compound body, in the body's frame: Offset is its
// centre's place relative to the body's origin (the point the caller
// moves, such as the root's position), Half its half size along each
// axis. Boxes do not turn, like every box of the engine.
type Box struct {
	Offset, Half mgl32.Vec3
}

// Shapes holds the boxes of compound bodies. The engine keeps two: one
// for the awake bodies, filled anew every step, and one for the sleepers,
// refilled when they are gathered afresh. Its zero value is empty.
type Shapes struct {
	shapes []shape
	boxes  []Box
}

// shape is one compound body's entry: its boxes are boxes[first :
// first+n], as offsets from the centre of the box around them all, and
// origin is the caller's origin as the same kind of offset.
type shape struct {
	origin   mgl32.Vec3
	first, n int32
}

// maxShapes is how many compound bodies one Shapes holds: a body names
// its shape in 24 bits. A body past it stays a plain box.
const maxShapes = 1<<24 - 1

// Reset empties the shapes, keeping their storage.
func (s *Shapes) Reset() { s.shapes, s.boxes = s.shapes[:0], s.boxes[:0] }

// compound makes b, whose pos is its origin and whose half is the
// origin's own box, a compound body of that box and parts: its box
// becomes the box around them all, and its boxes go into s. It reports
// false, leaving b plain, when s is full.
func (s *Shapes) compound(b *Body, parts []Box) bool {
	if len(s.shapes) >= maxShapes || len(parts) == 0 {
		return false
	}
	lo, hi := b.half.Mul(-1), b.half
	for _, p := range parts {
		for k := range 3 {
			lo[k] = min(lo[k], p.Offset[k]-p.Half[k])
			hi[k] = max(hi[k], p.Offset[k]+p.Half[k])
		}
	}
	centre := lo.Add(hi).Mul(0.5)
	sh := shape{origin: centre.Mul(-1), first: int32(len(s.boxes)), n: int32(len(parts) + 1)}
	s.boxes = append(s.boxes, Box{Offset: sh.origin, Half: b.half})
	for _, p := range parts {
		s.boxes = append(s.boxes, Box{Offset: p.Offset.Sub(centre), Half: p.Half})
	}
	s.shapes = append(s.shapes, sh)
	b.pos, b.prev, b.half = b.pos.Add(centre), b.prev.Add(centre), hi.Sub(lo).Mul(0.5)
	b.setShape(int32(len(s.shapes)))
	b.mark(bodyCompound, true)
	return true
}

// copyShape adds to s the shape that b has in from, and names the copy in
// b: a body that falls asleep takes its boxes along to the sleepers.
func (s *Shapes) copyShape(from *Shapes, b *Body) {
	sh := from.shapes[b.shapeRef()-1]
	first := int32(len(s.boxes))
	s.boxes = append(s.boxes, from.boxes[sh.first:sh.first+sh.n]...)
	sh.first = first
	s.shapes = append(s.shapes, sh)
	b.setShape(int32(len(s.shapes)))
}

// origin is the caller's origin of compound body b, whose shape is in s.
func (s *Shapes) origin(b *Body) mgl32.Vec3 {
	return b.pos.Add(s.shapes[b.shapeRef()-1].origin)
}

// boxesOf is b's boxes in s, or b's own box (in one, which holds it) for
// a plain body.
func (s *Shapes) boxesOf(b *Body, one *[1]Box) []Box {
	if !b.is(bodyCompound) {
		one[0] = Box{Half: b.half}
		return one[:]
	}
	sh := &s.shapes[b.shapeRef()-1]
	return s.boxes[sh.first : sh.first+sh.n]
}

// compounds is the two Shapes a contact may need: the awake bodies' and
// the sleepers'. Which one holds a body's boxes its bodyMoves mark says.
type compounds struct {
	moving, fixed *Shapes
}

// of is the Shapes that holds b's boxes.
func (cs compounds) of(b *Body) *Shapes {
	if b.is(bodyMoves) {
		return cs.moving
	}
	return cs.fixed
}

// contact is boxContact for bodies that may be compound: every box of a
// meets every box of b, in order, and each meeting moves the whole body.
func (cs compounds) contact(a, b *Body) (touched, moved bool) {
	if (a.flags|b.flags)&bodyCompound == 0 {
		return boxContact(a, b)
	}
	var oneA, oneB [1]Box
	for _, x := range cs.of(a).boxesOf(a, &oneA) {
		for _, y := range cs.of(b).boxesOf(b, &oneB) {
			pa, pb := a.part(&x), b.part(&y)
			t, m := boxContact(&pa, &pb)
			if t || m {
				a.takePart(&pa, &x)
				b.takePart(&pb, &y)
			}
			touched, moved = touched || t, moved || m
		}
	}
	return touched, moved
}

// tipOver is tipOver for bodies that may be compound: every box of the
// one rests on or leans against every box of the other, into the whole
// body's support.
func (cs compounds) tipOver(a, b *Body, sa, sb *support) {
	if (a.flags|b.flags)&bodyCompound == 0 {
		tipOver(a, b, sa, sb)
		return
	}
	var oneA, oneB [1]Box
	for _, x := range cs.of(a).boxesOf(a, &oneA) {
		for _, y := range cs.of(b).boxesOf(b, &oneB) {
			pa, pb := a.part(&x), b.part(&y)
			tipOver(&pa, &pb, sa, sb)
		}
	}
}

// part is body b seen as its box x alone: the same body, moved by x's
// offset, of x's size.
func (b *Body) part(x *Box) Body {
	p := *b
	p.pos, p.prev, p.half = b.pos.Add(x.Offset), b.prev.Add(x.Offset), x.Half
	return p
}

// takePart carries what a contact did to part p (see part) back to b:
// its move along each axis the contact moved it, its velocity and its
// marks.
func (b *Body) takePart(p *Body, x *Box) {
	for k := range 3 {
		if p.pos[k] != b.pos[k]+x.Offset[k] {
			b.pos[k] = p.pos[k] - x.Offset[k]
		}
	}
	b.vel, b.flags = p.vel, p.flags
}

// shapeRef is the number of b's shape in its Shapes, counting from 1; 0
// for a plain body.
func (b *Body) shapeRef() int32 {
	return int32(b.shape[0]) | int32(b.shape[1])<<8 | int32(b.shape[2])<<16
}

// setShape names b's shape.
func (b *Body) setShape(ref int32) {
	b.shape = [3]uint8{uint8(ref), uint8(ref >> 8), uint8(ref >> 16)}
}
