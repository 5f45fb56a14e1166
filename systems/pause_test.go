package systems

import (
	"testing"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/stretchr/testify/assert"
)

// TestPauseSkipsEveryFixedUpdateSystemButTheGate checks the pause at the
// scheduler level: while paused, the step gate still runs in every fixed
// step, and no other fixed-update system is called at all. A simulation
// system added to Schedule without the run condition fails this test.
func TestPauseSkipsEveryFixedUpdateSystemButTheGate(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Press(w, resources.KeyP)
	testworld.RunFrame(w, s) // pauses in Update, after this frame's fixed step
	before := fixedCalls(w)
	for range 3 {
		testworld.RunFrame(w, s)
	}
	after := fixedCalls(w)
	for name, n := range after {
		if name == "stepgate" {
			assert.Equal(t, before[name]+3, n, "the gate runs every fixed step")
			continue
		}
		assert.Equal(t, before[name], n, "%s ran while paused", name)
	}
	assert.Len(t, after, 7, "stepgate, behaviours, physics, spin, respawn, collide, worldtransforms")
}

// fixedCalls returns the call count of every FixedUpdate system by name.
func fixedCalls(w *ecs.World) map[string]int {
	calls := map[string]int{}
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		if st.Phase == ecs.FixedUpdate {
			calls[st.Name] = st.Calls
		}
	}
	return calls
}
