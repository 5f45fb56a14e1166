package render

import (
	"testing"

	"cubefall/resources"
)

func TestDOMKeyMatchesGLFW(t *testing.T) {
	cases := map[string]resources.Key{
		"KeyG": resources.KeyG, "KeyR": resources.KeyR, "Digit1": '1', "Tab": resources.KeyTab,
		"Escape": resources.KeyEscape, "F6": resources.KeyF6, "F12": resources.KeyF12,
		"BracketLeft": resources.KeyLeftBracket, "ShiftLeft": resources.KeyLeftShift,
		"Numpad3": 323, "F26": resources.KeyUnknown, "Fn": resources.KeyUnknown, "Keyg": resources.KeyUnknown,
	}
	for code, want := range cases {
		if got := DOMKey(code); got != want {
			t.Errorf("DOMKey(%q) = %d, want %d", code, got, want)
		}
	}
}

func TestDOMButtonSwapsRightAndMiddle(t *testing.T) {
	if DOMButton(0) != resources.MouseLeft || DOMButton(1) != resources.MouseMiddle || DOMButton(2) != resources.MouseRight {
		t.Fatal("DOM buttons 0, 1, 2 are left, middle, right")
	}
}
