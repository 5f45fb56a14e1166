package view

import (
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
)

// This file is the render collection's instance fill as plainly as it can
// be written: one loop over every drawable row, in table order and row
// order, on one goroutine. It is the fill's definition. The one-pass fill
// (collectonepass.go) is the same work shared out among the workers and
// written for the machine; the tests compare the two on the same world,
// instance for instance and bit for bit (TestOnePassIsThePlainFill). The
// collection also runs it itself in the rare frame the one pass cannot
// fill: one whose pieces turn out to hold rows of several meshes.

// plainFill fills the frame's batches from the pieces added since reset:
// each drawn row, blended between the last two fixed steps as
// [components.Interpolated.Blend] places it, culled against the camera's
// frustum, appended to its mesh's batch; the crosshair's pick is the
// first of the drawn cubes nearest its ray. The batches are to be empty.
func (fl *instanceFill) plainFill() {
	fl.target, fl.targetPiece, fl.aim = ecs.Entity{}, -1, systems.Aim{}
	best, batch, slot, colour := systems.NoAim(), -1, -1, (*mgl32.Vec3)(nil)
	for n := range fl.pieces {
		p := &fl.pieces[n]
		for i := range p.ts {
			t := p.ts[i]
			if p.ips != nil {
				t = p.ips[i].Blend(t, fl.step, fl.alpha)
			}
			x, y, z := t.Position[0], t.Position[1], t.Position[2]
			r := systems.BoundingRadius(&t.Scale)
			vx, vy, depth := fl.frustum.toView(x, y, z)
			if !fl.frustum.contains(vx, vy, depth, r) {
				continue
			}
			k := fl.batchIndex(p.ms[i].Name)
			b := &fl.f.Batches[k]
			b.Instances = append(b.Instances, frame.Instance{Position: t.Position, Scale: t.Scale, Rotation: t.Rotation,
				Color: fl.color(p.es[i], &p.ms[i].Color)})
			fl.f.Drawn++
			if !p.pickable || !nearAxis(vx, vy, depth, r, systems.AssistTan()) {
				continue
			}
			if s, ok := fl.ray.ScoreDrawn(x, y, z, &p.ts[i].Rotation, &p.ts[i].Scale, best); ok {
				best, batch, slot, colour = s, k, len(b.Instances)-1, &p.ms[i].Color
				fl.aim = systems.Aim{Target: p.es[i], Distance: s.Distance, Offset: s.Offset}
			}
		}
	}
	if batch >= 0 { // highlighted once every cube has been tried
		fl.target = fl.aim.Target
		fl.f.Batches[batch].Instances[slot].Color = fl.color(fl.target, colour)
	}
}
