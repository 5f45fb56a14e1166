package resources

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// keyWords is how the help and the documentation write each bound key.
var keyWords = map[Key]string{
	KeySpace: "Space", KeyPeriod: ".", Key1: "1",
	KeyA: "A", KeyC: "C", KeyD: "D", KeyE: "E",
	KeyF: "F", KeyG: "G", KeyH: "H", KeyI: "I",
	KeyN: "N", KeyP: "P", KeyQ: "Q", KeyR: "R",
	KeyS: "S", KeyW: "W",
	KeyLeftBracket: "[", KeyRightBracket: "]",
	KeyEscape: "Esc", KeyEnter: "Enter", KeyTab: "Tab",
	KeyRight: "Right", KeyLeft: "Left", KeyDown: "Down", KeyUp: "Up",
	KeyF1: "F1", KeyF2: "F2", KeyF3: "F3", KeyF5: "F5",
	KeyF6: "F6", KeyF11: "F11", KeyF12: "F12",
	KeyLeftShift: "Shift", KeyRightShift: "Shift",
	KeyLeftControl: "Ctrl", KeyRightControl: "Ctrl",
	KeyLeftAlt: "Alt", KeyRightAlt: "Alt",
}

// otherSide pairs the left and right keys that the help names with one
// word.
var otherSide = map[Key]Key{
	KeyLeftShift: KeyRightShift, KeyLeftControl: KeyRightControl, KeyLeftAlt: KeyRightAlt,
}

// TestKeyLabelsNameTheBoundKeys: each binding's Keys text, which the help
// and docs/usage.md print, names exactly its primary and secondary keys (a
// left and right pair, such as both Ctrl keys, is one word, and a binding
// named by it has both), so a rebind
// that forgets the text fails here. The only additions allowed are the
// numbered keys' range and Alt+Enter, which the window layer handles
// beside F11.
func TestKeyLabelsNameTheBoundKeys(t *testing.T) {
	extra := map[Action]string{
		ActionPickScene:  " to 9",
		ActionFullscreen: " / Alt+Enter",
	}
	for _, b := range DefaultBindings().List {
		primary, ok := keyWords[b.Primary]
		require.True(t, ok, "%q: no word for key %d", b.Description, b.Primary)
		want := primary
		if b.Secondary != KeyUnknown {
			secondary, ok := keyWords[b.Secondary]
			require.True(t, ok, "%q: no word for key %d", b.Description, b.Secondary)
			if secondary != primary {
				want += " / " + secondary
			}
		}
		if other, paired := otherSide[b.Primary]; paired {
			assert.Equal(t, other, b.Secondary, "%q: %q means both %s keys", b.Description, b.Keys, primary)
		}
		assert.Equal(t, want+extra[b.Action], b.Keys, "%q", b.Description)
	}
}
