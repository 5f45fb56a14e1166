package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTimeScaleSlowsTheFallNotTheStep: [ halves the scale, shown in the
// HUD; at half speed a falling cube takes twice as many frames for the
// same steps, and its place after n steps is the one a real-time run
// reaches after n steps, bit for bit. The scale stays within its range.
func TestTimeScaleSlowsTheFallNotTheStep(t *testing.T) {
	fallAfter := func(slow bool, steps uint64) (float32, int) {
		w, s := newScheduled(t)
		c := testworld.Cube(w, mgl32.Vec3{0, 100, 0}, -9.81)
		frames := 0
		if slow {
			testworld.Press(w, resources.KeyLeftBracket)
			testworld.RunFrame(w, s)
			frames++
			require.Equal(t, 0.5, ecs.GetResource[ecs.Time](w).Scale)
		}
		for ecs.GetResource[ecs.Time](w).Steps < steps {
			testworld.RunFrame(w, s)
			frames++
		}
		return ecs.Get[components.Transform](w, c).Position.Y(), frames
	}
	realY, realFrames := fallAfter(false, 30)
	slowY, slowFrames := fallAfter(true, 30)
	assert.Equal(t, realY, slowY, "the same 30 steps, the same place")
	assert.InDelta(t, 2*realFrames, slowFrames, 2, "half speed: twice the frames")

	w, s := newScheduled(t)
	tm := ecs.GetResource[ecs.Time](w)
	testworld.RunFrame(w, s)
	assert.Equal(t, 1.0, tm.Scale)
	for range 10 {
		testworld.Press(w, resources.KeyLeftBracket)
		testworld.RunFrame(w, s)
	}
	assert.Equal(t, MinTimeScale, tm.Scale)
	for range 10 {
		testworld.Press(w, resources.KeyRightBracket)
		testworld.RunFrame(w, s)
	}
	assert.Equal(t, MaxTimeScale, tm.Scale)
}
