// Package frame describes one frame to draw as plain data.
//
// It is the meeting point of the simulation and the renderer: the
// render-collection system (package view) fills a [Frame] from the world —
// camera matrices, the light, one [Batch] of instances per mesh, the HUD text —
// and package render draws it. Because a Frame is only data, every system runs
// and is tested without a window or a GL context, and -headless is simply
// "collect the frame, skip the draw".
//
// The package has no cgo and no GL: it imports only mathgl.
package frame

import "github.com/go-gl/mathgl/mgl32"

// Instance is one copy of a mesh, in the 40 bytes the renderer uploads as
// they are into a per-instance vertex buffer (so the layout is part of the
// contract, no padding): where it is, how it is scaled and turned, and its
// colour. The vertex shader builds the model matrix from these, which is
// both less to write per cube and less to copy to the GPU than the 80 bytes
// of a 4×4 matrix and a float colour (docs/chapters/million.md, "The instance layout").
//
// The model transform is Translate(Position) · Rz · Ry · Rx · Scale(Scale),
// where Rx, Ry and Rz turn about the axes by the three angles of Rotation:
// a vertex is scaled, turned about X, then Y, then Z, then moved.
type Instance struct {
	Position mgl32.Vec3
	Scale    mgl32.Vec3
	// Rotation is the three Euler angles in radians, about X, Y and Z,
	// exactly as the simulation keeps them: the vertex shader takes their
	// sines and cosines, so the CPU does no trigonometry per cube.
	Rotation mgl32.Vec3
	// Color is linear RGBA, one byte each (see [PackColor]), red in the
	// lowest byte, so that in memory the bytes run R, G, B, A. Alpha 0
	// marks the highlighted instance ([Highlight]).
	Color uint32
}

// InstanceSize is the size of an Instance in bytes, the stride of the
// per-instance vertex buffer.
const InstanceSize = 40

// PackColor packs a linear RGBA colour with components in [0,1] into an
// Instance's Color: each component rounded to the nearest of 256 steps,
// clamped to the range. A NaN or a component beyond ±10^18 still gives a
// byte, but which one depends on the processor (see unitByte); a scene
// cannot hold such a colour.
func PackColor(c mgl32.Vec4) uint32 {
	return unitByte(c[0]) | unitByte(c[1])<<8 | unitByte(c[2])<<16 | unitByte(c[3])<<24
}

// PackOpaque is [PackColor] of the opaque colour (r, g, b, 1), taking the
// three numbers as they are: the form for loops over every cube, where
// building a Vec4 to pass would cost stores and loads (Go keeps small
// arrays in memory, not in registers).
//
// It is the same as [PackColor] bit for bit, but clamps only when it must:
// the three rounded components, as unsigned numbers, are all at most 255
// exactly when none needs clamping (a negative one wraps round to a huge
// number), so one test of the three or'ed together skips the clamps for
// every colour in range, the usual case. (The clamps are unitByte's, on
// the numbers already rounded.)
func PackOpaque(r, g, b float32) uint32 {
	R, G, B := int64(r*255+0.5), int64(g*255+0.5), int64(b*255+0.5)
	if uint64(R|G|B) > 255 {
		R, G, B = min(max(R, 0), 255), min(max(G, 0), 255), min(max(B, 0), 255)
	}
	return uint32(R|G<<8|B<<16) | 0xff<<24
}

// Highlight marks the packed colour c as the highlighted instance's (the
// cube under the crosshair) by setting its alpha to 0: the cube shader
// draws such an instance opaque, brightened and outlined.
func Highlight(c uint32) uint32 { return c &^ (0xff << 24) }

// UnpackColor is the inverse of [PackColor], up to its rounding: what the
// shader reads.
func UnpackColor(c uint32) mgl32.Vec4 {
	return mgl32.Vec4{float32(c&0xff) / 255, float32(c>>8&0xff) / 255, float32(c>>16&0xff) / 255, float32(c>>24) / 255}
}

// unitByte maps [0,1] onto 0..255, rounding, and clamps the rest. It
// clamps after the conversion to an integer, with integer min and max,
// which compile to conditional moves: no branch, which matters in the
// collection's loop over every cube. (Go leaves the conversion of a float
// out of an int64's range to the processor: on amd64 NaN and huge values
// become the most negative int64 and clamp to 0; on arm64 NaN becomes 0
// and a huge value saturates, clamping to 0 or 255 by its sign.)
func unitByte(x float32) uint32 {
	return uint32(min(max(int64(x*255+0.5), 0), 255))
}

// Model returns the instance's model matrix (column-major, as OpenGL and
// mgl32 store it): what the vertex shader builds from the instance, here
// for tests and tools that want to check a placement on the CPU.
func (in *Instance) Model() mgl32.Mat4 {
	r := mgl32.HomogRotate3DZ(in.Rotation[2]).Mul4(mgl32.HomogRotate3DY(in.Rotation[1])).Mul4(mgl32.HomogRotate3DX(in.Rotation[0]))
	s := mgl32.Scale3D(in.Scale[0], in.Scale[1], in.Scale[2])
	return mgl32.Translate3D(in.Position[0], in.Position[1], in.Position[2]).Mul4(r).Mul4(s)
}

// Batch is every visible instance of one mesh. It becomes one instanced draw
// call (or, with instancing off, one draw call per instance).
//
// Its instances are all of Instances while Segments is empty; otherwise
// only the runs of Instances that Segments names, one after another, the
// rest being left-overs to ignore (see segments.go: the collection fills a
// batch in pieces side by side, and the renderer gathers the runs as it
// uploads them, so that no instance is copied to close the gaps). Read a
// batch through [Batch.Len], [Batch.Runs] or [Batch.AppendDrawn], which
// mind the segments.
type Batch struct {
	Mesh      string
	Instances []Instance
	Segments  []Segment
}

// Light is a directional light with an ambient term.
type Light struct {
	// Direction points from the light towards the scene; it need not be
	// normalised.
	Direction mgl32.Vec3
	Color     mgl32.Vec3
	Ambient   mgl32.Vec3
}

// Ground is a flat square floor: the plane y = Height, Size units along
// each side, centred on x = z = 0, drawn in Color with a grid line in
// LineColor every Cell units, lit by the frame's light and fogged like
// the meshes.
type Ground struct {
	Height, Size, Cell float32
	Color, LineColor   mgl32.Vec3
}

// Shadow is a blob shadow: a soft dark disc of radius Radius lying on the
// ground at Position, Darkness from 0 (none) to 1 (black) at its centre.
// The renderer uploads a []Shadow as it is, 20 bytes each.
type Shadow struct {
	Position mgl32.Vec3
	Radius   float32
	Darkness float32
}

// ShadowSize is the size of a Shadow in bytes.
const ShadowSize = 20

// Fog fades far geometry into the background colour between Near and Far
// (world units from the camera). Far <= Near disables fog.
type Fog struct {
	Near, Far float32
}

// Frame is everything the renderer needs to draw one picture.
type Frame struct {
	View       mgl32.Mat4
	Projection mgl32.Mat4
	CameraPos  mgl32.Vec3
	Clear      mgl32.Vec3 // background (and fog) colour
	Light      Light
	Fog        Fog
	Batches    []Batch
	// Grounds are the floors to draw, each a flat square with a grid.
	Grounds []Ground
	// Shadows are soft dark discs on the ground under bodies near it.
	Shadows []Shadow

	// Instancing selects one draw per batch (true) or the naive one draw
	// per instance (false), so a learner can feel the difference.
	Instancing bool
	// Crosshair draws a small cross at the centre of the screen.
	Crosshair bool
	// HUD is the text overlay, one string per line, drawn top-left.
	HUD []string
	// Notice is a few lines of larger text over the picture (the pause
	// menu, the start hint); none when it has no lines or no opacity.
	Notice Notice
	// Inspector is the ECS inspector's panels; while it is open the
	// renderer draws it instead of the HUD text.
	Inspector Inspector
	// Total is the number of renderable entities before culling;
	// Drawn is the number of instances in Batches.
	Total, Drawn int
}

// Placement says where a [Notice] sits on the screen.
type Placement int

// The places a panel can take.
const (
	Centre Placement = iota // in the middle of the screen
	Bottom                  // centred near the bottom edge, clear of the middle
)

// Notice is a few lines of text drawn centred over the picture, larger
// than the HUD, on a dark backdrop, the whole of it faded by Opacity (0 is
// invisible, 1 opaque).
type Notice struct {
	Lines   []string
	Opacity float32
	Place   Placement
}

// Visible reports whether the notice draws anything.
func (p *Notice) Visible() bool { return len(p.Lines) > 0 && p.Opacity > 0 }

// Reset empties the frame for reuse while keeping the instance slices'
// capacity, so that a steady-state frame allocates nothing.
func (f *Frame) Reset() {
	for i := range f.Batches {
		f.Batches[i].Instances = f.Batches[i].Instances[:0]
		f.Batches[i].Segments = f.Batches[i].Segments[:0]
	}
	f.HUD = f.HUD[:0]
	f.Grounds = f.Grounds[:0]
	f.Shadows = f.Shadows[:0]
	f.Notice = Notice{Lines: f.Notice.Lines[:0]}
	f.Total, f.Drawn = 0, 0
}

// Batch returns the batch for mesh, adding an empty one if there is none.
// The returned pointer is valid until the next call that adds a batch.
func (f *Frame) Batch(mesh string) *Batch {
	for i := range f.Batches {
		if f.Batches[i].Mesh == mesh {
			return &f.Batches[i]
		}
	}
	f.Batches = append(f.Batches, Batch{Mesh: mesh})
	return &f.Batches[len(f.Batches)-1]
}
