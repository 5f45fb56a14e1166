package render

import "cubefall/resources"

// DOMKey turns a browser KeyboardEvent's code (the key's place on the
// keyboard, "KeyG", "Digit1", "F6", whatever the layout prints on it) into
// the resources.Key GLFW reports for the same key on the desktop, so the
// bindings are the same in both windows. Codes with no GLFW key give
// KeyUnknown.
func DOMKey(code string) resources.Key {
	if len(code) == 4 && code[:3] == "Key" && code[3] >= 'A' && code[3] <= 'Z' {
		return resources.Key(code[3]) // GLFW_KEY_A..Z are 'A'..'Z'
	}
	if len(code) == 6 && code[:5] == "Digit" && code[5] >= '0' && code[5] <= '9' {
		return resources.Key(code[5]) // GLFW_KEY_0..9 are '0'..'9'
	}
	if len(code) == 7 && code[:6] == "Numpad" && code[6] >= '0' && code[6] <= '9' {
		return resources.Key(320 + int(code[6]-'0')) // GLFW_KEY_KP_0..9
	}
	if n, ok := functionKey(code); ok {
		return resources.KeyF1 + resources.Key(n-1)
	}
	if k, ok := domKeys[code]; ok {
		return k
	}
	return resources.KeyUnknown
}

// functionKey reads "F1".."F25".
func functionKey(code string) (int, bool) {
	if len(code) < 2 || len(code) > 3 || code[0] != 'F' {
		return 0, false
	}
	n := 0
	for _, c := range code[1:] {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n >= 1 && n <= 25
}

// domKeys holds the codes that are not letters, digits or F keys.
var domKeys = map[string]resources.Key{
	"Space": resources.KeySpace, "Quote": 39, "Comma": 44, "Minus": 45,
	"Period": resources.KeyPeriod, "Slash": 47, "Semicolon": 59, "Equal": 61,
	"BracketLeft": resources.KeyLeftBracket, "Backslash": 92,
	"BracketRight": resources.KeyRightBracket, "Backquote": 96,
	"Escape": resources.KeyEscape, "Enter": resources.KeyEnter, "Tab": resources.KeyTab,
	"Backspace": 259, "Insert": 260, "Delete": 261,
	"ArrowRight": resources.KeyRight, "ArrowLeft": resources.KeyLeft,
	"ArrowDown": resources.KeyDown, "ArrowUp": resources.KeyUp,
	"PageUp": 266, "PageDown": 267, "Home": 268, "End": 269,
	"NumpadDecimal": 330, "NumpadDivide": 331, "NumpadMultiply": 332,
	"NumpadSubtract": 333, "NumpadAdd": 334, "NumpadEnter": 335, "NumpadEqual": 336,
	"ShiftLeft": resources.KeyLeftShift, "ControlLeft": resources.KeyLeftControl,
	"AltLeft": resources.KeyLeftAlt, "MetaLeft": 343,
	"ShiftRight": resources.KeyRightShift, "ControlRight": resources.KeyRightControl,
	"AltRight": resources.KeyRightAlt, "MetaRight": 347, "ContextMenu": 348,
}

// DOMButton turns a MouseEvent's button (0 left, 1 middle, 2 right) into
// GLFW's numbering (0 left, 1 right, 2 middle).
func DOMButton(b int) resources.MouseButton {
	switch b {
	case 1:
		return resources.MouseMiddle
	case 2:
		return resources.MouseRight
	}
	return resources.MouseButton(b)
}
