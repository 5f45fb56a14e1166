package inspector

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cubefall/ecs"
)

// TestTheInspectorShowsParentAndChildren checks the entity panel's lines
// and -inspect-json's fields for a parent and a child.
func TestTheInspectorShowsParentAndChildren(t *testing.T) {
	w := ecs.NewWorld()
	hub := w.NewEntity()
	arm := ecs.NewEntity1(w, ecs.ChildOf{Parent: hub})
	assert.Equal(t, []string{"children     1: " + arm.String()}, familyLines(w, hub))
	assert.Equal(t, []string{"parent       " + hub.String()}, familyLines(w, arm))
	assert.Empty(t, familyLines(w, w.NewEntity()), "nothing for an entity outside every hierarchy")
	s := CollectInspect(w, arm)
	assert.Equal(t, hub.String(), s.Selected.Parent)
	assert.Equal(t, []string{arm.String()}, CollectInspect(w, hub).Selected.Children)
}
