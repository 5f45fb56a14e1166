package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDebugGLSeesNoErrors renders frames of the default scene with
// -debug-gl in both of its modes, and checks that it says which mode it
// chose, that no GL error was reported, and that every GL object was
// deleted at shutdown. Mesa has KHR_debug; MESA_EXTENSION_OVERRIDE takes
// it away, as on a driver without it, so that the glGetError fallback runs.
func TestDebugGLSeesNoErrors(t *testing.T) {
	needDisplay(t)
	modes := []struct {
		name string
		env  []string
		want string
	}{
		{"KHR_debug", nil, "debug-gl: KHR_debug message callback installed"},
		{"glGetError", []string{"MESA_EXTENSION_OVERRIDE=-GL_KHR_debug"}, "debug-gl: KHR_debug not available; checking glGetError after each pass"},
	}
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			r := run(t, envWith(nil, m.env...), "-frames", "60", "-debug-gl", "-v")
			assert.Equal(t, 0, r.code, r.stderr)
			if !strings.Contains(r.stderr, "Mesa") && m.env != nil {
				t.Skip("the GL driver is not Mesa and ignores MESA_EXTENSION_OVERRIDE")
			}
			assert.Contains(t, r.stderr, m.want)
			assert.NotContains(t, r.stderr, "level=WARN", "-debug-gl reported a GL problem")
			assert.NotContains(t, r.stderr, "level=ERROR")
			assert.Contains(t, r.stderr, `"live GL objects"=0`, "every GL object deleted at shutdown")
			assertNoPanic(t, r, "-debug-gl "+m.name)
		})
	}
}
