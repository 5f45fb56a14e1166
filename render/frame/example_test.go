package frame_test

import (
	"fmt"

	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
)

// A colour packs into four bytes, red in the lowest; the shader reads them
// back as floats in [0,1].
func ExamplePackOpaque() {
	c := frame.PackOpaque(1, 0.5, 0)
	fmt.Printf("%#08x\n", c)
	fmt.Println(c == frame.PackColor(mgl32.Vec4{1, 0.5, 0, 1}))
	fmt.Printf("%.3f\n", frame.UnpackColor(c))
	// Output:
	// 0xff0080ff
	// true
	// [1.000 0.502 0.000 1.000]
}

// A batch filled in pieces names the runs it draws; Len, Runs and
// AppendDrawn read it as the one slice it stands for. Here three pieces of
// two rows each: the first drew both its rows, the second its first, the
// third its first.
func ExampleBatch_AddSegment() {
	b := frame.Batch{Mesh: "cube", Instances: make([]frame.Instance, 6)}
	for i := range b.Instances {
		b.Instances[i].Position[0] = float32(i)
	}
	b.AddSegment(0, 2)
	b.AddSegment(2, 3) // starts where the last ends: lengthens it
	b.AddSegment(4, 5)
	fmt.Println(b.Len(), b.Segments)
	for run := range b.Runs() {
		fmt.Println(len(run), run[0].Position[0])
	}
	fmt.Println(len(b.AppendDrawn(nil)))
	// Output:
	// 4 [{0 3} {4 5}]
	// 3 0
	// 1 4
	// 4
}
