package resources

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestInputPressIsSeenForOneFrame(t *testing.T) {
	var in Input
	in.SetKey(KeyG, true)
	assert.True(t, in.KeyPressed(KeyG))
	assert.True(t, in.KeyHeld(KeyG))
	in.SetKey(KeyG, true) // key repeat: not a new press
	in.EndFrame()
	assert.False(t, in.KeyPressed(KeyG), "a press lasts one frame")
	assert.True(t, in.KeyHeld(KeyG), "holding lasts until release")
	in.SetKey(KeyG, true)
	assert.False(t, in.KeyPressed(KeyG), "still held: no new press")
	in.SetKey(KeyG, false)
	assert.False(t, in.KeyHeld(KeyG))
}

func TestInputIgnoresOutOfRangeKeysAndButtons(t *testing.T) {
	var in Input
	in.SetKey(KeyUnknown, true)
	in.SetKey(KeyLast+1, true)
	in.SetButton(-1, true)
	in.SetButton(mouseCount, true)
	assert.False(t, in.KeyHeld(KeyUnknown))
	assert.False(t, in.KeyPressed(KeyLast+1))
	in.SetButton(MouseLeft, true)
	assert.True(t, in.ButtonPressed[MouseLeft])
	in.MouseDX = 3
	in.EndFrame()
	assert.False(t, in.ButtonPressed[MouseLeft])
	assert.Zero(t, in.MouseDX)
}

func TestEveryActionIsBoundOnceAndNoKeyTwice(t *testing.T) {
	b := DefaultBindings()
	seen := map[Action]bool{}
	keys := map[Key]Action{}
	for _, bd := range b.List {
		assert.False(t, seen[bd.Action], "action %d bound twice", bd.Action)
		seen[bd.Action] = true
		assert.NotEmpty(t, bd.Keys)
		assert.NotEmpty(t, bd.Description)
		for _, k := range []Key{bd.Primary, bd.Secondary} {
			if k == KeyUnknown {
				continue
			}
			other, dup := keys[k]
			assert.False(t, dup, "key %d bound to actions %d and %d", k, other, bd.Action)
			keys[k] = bd.Action
		}
	}
	for a := Action(0); a < actionCount; a++ {
		assert.True(t, seen[a], "action %d has no binding", a)
	}
}

func TestBindingsAnswerForEitherKey(t *testing.T) {
	b := DefaultBindings()
	var in Input
	in.SetKey(KeyF5, true) // the secondary key of reload
	assert.True(t, b.Pressed(&in, ActionReload))
	assert.True(t, b.Held(&in, ActionReload))
	assert.False(t, b.Pressed(&in, ActionPause))
	_, ok := b.Lookup(Action(999))
	assert.False(t, ok)
	assert.False(t, b.Held(&in, Action(999)), "an unbound action is never held")
}

func TestPressedNumberCountsFromThePrimaryKey(t *testing.T) {
	b := DefaultBindings()
	var in Input
	assert.Equal(t, -1, b.PressedNumber(&in, ActionPickScene, 9))
	in.SetKey(Key1+2, true) // the digit 3
	assert.Equal(t, 2, b.PressedNumber(&in, ActionPickScene, 9))
	assert.Equal(t, -1, b.PressedNumber(&in, ActionPickScene, 2), "only the first n keys count")
	assert.Equal(t, -1, b.PressedNumber(&in, Action(999), 9))
}
