package components

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// matrix is the model matrix of t, as the renderer builds it.
func matrix(t Transform) mgl32.Mat4 {
	r := mgl32.HomogRotate3DZ(t.Rotation[2]).Mul4(mgl32.HomogRotate3DY(t.Rotation[1])).Mul4(mgl32.HomogRotate3DX(t.Rotation[0]))
	return mgl32.Translate3D(t.Position[0], t.Position[1], t.Position[2]).Mul4(r).Mul4(mgl32.Scale3D(t.Scale[0], t.Scale[1], t.Scale[2]))
}

// TestComposeIsTheProductOfMatrices checks Compose against the product of
// the parent's and the child's model matrices, for a uniform parent scale.
func TestComposeIsTheProductOfMatrices(t *testing.T) {
	parent := Transform{Position: mgl32.Vec3{1, 2, 3}, Rotation: mgl32.Vec3{0.3, -1.1, 2.0}, Scale: mgl32.Vec3{2, 2, 2}}
	local := Transform{Position: mgl32.Vec3{0.5, -1, 4}, Rotation: mgl32.Vec3{-0.7, 0.4, 0.9}, Scale: mgl32.Vec3{0.5, 1, 1.5}}
	want := matrix(parent).Mul4(matrix(local))
	got := matrix(Compose(&parent, &local))
	assert.True(t, want.ApproxEqualThreshold(got, 1e-4), "want %v\ngot %v", want, got)
}
