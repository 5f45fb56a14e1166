//go:build !js

package render

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestXErrorsAreLoggedOncePerKind feeds the X error log what the handler
// would: the first error of each kind is a warning, repeats are counted and
// summed up when the window is released.
func TestXErrorsAreLoggedOncePerKind(t *testing.T) {
	var out bytes.Buffer
	x := &xErrorLog{seen: map[xKey]int{}}
	x.watch(0x42, slog.New(slog.NewTextHandler(&out, nil)))
	for range 100 {
		x.report("BadDrawable", 0x99, 9, 130) // another client's drawable
	}
	x.report("BadWindow", 0x98, 3, 2)
	x.release()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if assert.Len(t, lines, 3, out.String()) {
		assert.Contains(t, lines[0], `error=BadDrawable request=130 resource=0x99`)
		assert.Contains(t, lines[1], `error=BadWindow request=2 resource=0x98`)
		assert.Contains(t, lines[2], `msg="X errors not logged" count=99`)
	}
}
