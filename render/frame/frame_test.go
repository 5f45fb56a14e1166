package frame

import (
	"math"
	"testing"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

func TestInstanceLayoutMatchesStride(t *testing.T) {
	assert.Equal(t, uintptr(InstanceSize), unsafe.Sizeof(Instance{}))
	assert.LessOrEqual(t, InstanceSize, 48, "the lean instance: at most 48 bytes per cube")
	assert.Equal(t, uintptr(12), unsafe.Offsetof(Instance{}.Scale))
	assert.Equal(t, uintptr(24), unsafe.Offsetof(Instance{}.Rotation))
	assert.Equal(t, uintptr(36), unsafe.Offsetof(Instance{}.Color))
}

func TestResetKeepsCapacity(t *testing.T) {
	var f Frame
	b := f.Batch("cube")
	b.Instances = append(b.Instances, Instance{}, Instance{})
	b.AddSegment(1, 2)
	f.HUD = append(f.HUD, "fps 60")
	f.Drawn = 2
	f.Reset()
	assert.Len(t, f.Batches, 1)
	assert.Empty(t, f.Batches[0].Instances)
	assert.Equal(t, 2, cap(f.Batches[0].Instances))
	assert.Empty(t, f.Batches[0].Segments)
	assert.Zero(t, f.Batches[0].Len())
	assert.Empty(t, f.HUD)
	assert.Zero(t, f.Drawn)
	assert.Same(t, &f.Batches[0], f.Batch("cube"))
}

func TestPackColorRoundsClampsAndUnpacks(t *testing.T) {
	c := PackColor(mgl32.Vec4{1, 0, 0.5, 1})
	assert.Equal(t, uint32(0xff_80_00_ff), c, "bytes R, G, B, A from the lowest up")
	assert.Equal(t, mgl32.Vec4{1, 0, 128.0 / 255, 1}, UnpackColor(c))
	assert.Equal(t, uint32(0xff_00_ff_00), PackColor(mgl32.Vec4{-3, 7, float32(math.NaN()), 1}), "clamped; NaN is 0")
	assert.Equal(t, uint32(0x00_00_ff_ff), PackColor(mgl32.Vec4{1.002, 1e9, -1e-9, -0.5}), "clamped, rounded")
	for _, x := range []float32{0, 0.1, 0.33, 0.5, 0.9, 1} {
		got := UnpackColor(PackColor(mgl32.Vec4{x, x, x, x}))
		assert.InDelta(t, x, got[0], 0.5/255+1e-7, "round trip of %v", x)
	}
}

func TestPackOpaqueIsPackColorOfAnOpaqueColour(t *testing.T) {
	for _, c := range []mgl32.Vec3{{0, 0, 0}, {1, 0.5, 0.25}, {0.3, 2, -1}, {0.999, 0.001, 0.5}} {
		assert.Equal(t, PackColor(mgl32.Vec4{c[0], c[1], c[2], 1}), PackOpaque(c[0], c[1], c[2]), "%v", c)
	}
}

func TestModelIsTranslateRotateScale(t *testing.T) {
	in := Instance{Position: mgl32.Vec3{1, 2, 3}, Scale: mgl32.Vec3{2, 3, 4}, Rotation: mgl32.Vec3{0.3, -0.7, 1.1}}
	// The same turn as three turns about the axes: X first, then Y, then Z.
	q := mgl32.QuatRotate(1.1, mgl32.Vec3{0, 0, 1}).Mul(mgl32.QuatRotate(-0.7, mgl32.Vec3{0, 1, 0})).Mul(mgl32.QuatRotate(0.3, mgl32.Vec3{1, 0, 0}))
	p := mgl32.Vec3{0.5, -0.5, 0.25}
	want := in.Position.Add(q.Rotate(mgl32.Vec3{p[0] * 2, p[1] * 3, p[2] * 4}))
	got := mgl32.TransformCoordinate(p, in.Model())
	assert.InDeltaSlice(t, want[:], got[:], 1e-5)
}

// PackOpaque, which clamps only when some component is out of range, is
// PackColor bit for bit on a sweep of [−0.1, 1.1] finer than its steps,
// one component at a time out of range, and NaN, infinities and numbers
// far beyond an integer's range.
func TestPackOpaqueClampsOnlyWhatItMust(t *testing.T) {
	odd := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1e30, -1e30, 255.5, -0.5 / 255, 0.5 / 255}
	for x := float32(-0.1); x <= 1.1; x += 1.0 / 4096 {
		odd = append(odd, x)
	}
	for i, x := range odd {
		y := odd[(i*7+3)%len(odd)]
		for _, c := range []mgl32.Vec3{{x, 0.5, 0.5}, {0.5, x, 0.5}, {0.5, 0.5, x}, {x, x, x}, {x, y, 0.25}} {
			assert.Equal(t, PackColor(mgl32.Vec4{c[0], c[1], c[2], 1}), PackOpaque(c[0], c[1], c[2]), "%v", c)
		}
	}
}

// A batch without segments draws all of its instances; with segments,
// only their runs, in order, empty ones skipped.
func TestBatchReadsThroughItsSegments(t *testing.T) {
	b := Batch{Instances: make([]Instance, 5)}
	for i := range b.Instances {
		b.Instances[i].Color = uint32(i)
	}
	assert.Equal(t, 5, b.Len())
	assert.Equal(t, b.Instances, b.AppendDrawn(nil))
	b.Segments = []Segment{{3, 5}, {1, 1}, {0, 1}}
	assert.Equal(t, 3, b.Len())
	var got []uint32
	for run := range b.Runs() {
		assert.NotEmpty(t, run)
		for _, in := range run {
			got = append(got, in.Color)
		}
	}
	assert.Equal(t, []uint32{3, 4, 0}, got)
	assert.Len(t, b.AppendDrawn(nil), 3)
	var none Batch
	for range none.Runs() {
		t.Fatal("an empty batch has no run")
	}
}
