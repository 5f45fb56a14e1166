package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInspectorPanelsFitEveryWindowSize opens the inspector from the first
// frame at four window sizes and reads -inspect-json's record of where the
// panels were drawn: at least one panel, none overlapping another, all
// inside the window; two columns at 1280x720, one below that.
func TestInspectorPanelsFitEveryWindowSize(t *testing.T) {
	needDisplay(t)
	for _, size := range []image.Point{{1280, 720}, {1000, 700}, {800, 450}, {480, 300}} {
		t.Run(fmt.Sprintf("%dx%d", size.X, size.Y), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "inspect.json")
			r := run(t, nil, "-frames", "20", "-cubes", "300", "-inspect", "-inspect-json", path,
				"-width", fmt.Sprint(size.X), "-height", fmt.Sprint(size.Y))
			require.Equal(t, 0, r.code, r.stderr)
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			var got struct {
				Panels []struct {
					Name       string
					X, Y, W, H int
				}
			}
			require.NoError(t, json.Unmarshal(data, &got))
			require.NotEmpty(t, got.Panels, "the panels drawn in the last frame")
			window := image.Rectangle{Max: size}
			var rects []image.Rectangle
			columns := map[int]bool{}
			for _, p := range got.Panels {
				rc := image.Rect(p.X, p.Y, p.X+p.W, p.Y+p.H)
				assert.False(t, rc.Empty(), p.Name)
				assert.True(t, rc.In(window), "%s %v lies in the window", p.Name, rc)
				for _, o := range rects {
					assert.False(t, rc.Overlaps(o), "%s %v overlaps %v", p.Name, rc, o)
				}
				rects = append(rects, rc)
				columns[p.X] = true
			}
			if size.X == 1280 {
				assert.Len(t, got.Panels, 5, "every panel at once")
				assert.Len(t, columns, 2, "in two columns")
			} else {
				assert.Len(t, columns, 1, "one column")
			}
		})
	}
}
