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
