package app

import (
	"cmp"
	"context"
	"io"
	"log/slog"
	"slices"
	"testing"
	"unsafe"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// storm's cubes carry these components; their bytes per cube are at most
// stormCubeBudget. A field added to any of them shows here first: at a
// million cubes each byte is a megabyte.
const stormCubeBudget = 156

// TestBytesPerCube runs the storm scene headless for two frames (so that
// the instance buffers are filled) and logs what one cube weighs, part by
// part: each component, the entity index and the instance buffers. The
// parts grow with the number of cubes and nothing else, so 100,000 cubes
// give the figures of a million. perfdoc reads the lines it logs (run it
// with -v) and sets them beside the peak memory of a million cubes.
func TestBytesPerCube(t *testing.T) {
	const cubes = 100_000
	sc, err := scenes.Open("storm")
	require.NoError(t, err)
	cfg := config{scene: "storm", cubes: cubes, width: 640, height: 360, frames: 2, headless: true}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer ecs.GetResource[ecs.Workers](a.world).Close()
	a.runHeadless(context.Background())
	w := a.world
	require.Equal(t, cubes, ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]()).Count())

	parts := cubeComponentBytes(w)
	var total int
	for _, p := range parts {
		t.Logf("bytes per cube: component %s %d", p.name, p.bytes)
		total += p.bytes
	}
	per := func(n int) float64 { return float64(n) / cubes }
	t.Logf("bytes per cube: index entity index %.1f", per(w.IndexBytes()))
	t.Logf("bytes per cube: instances instance buffers %.1f", per(instanceBytes(ecs.GetResource[frame.Frame](w))))
	assert.LessOrEqual(t, total, stormCubeBudget, "a storm cube's components: %v", parts)
	assert.InDelta(t, 20, per(w.IndexBytes()), 2, "12 bytes of directory and 8 of row list per entity")
}

// componentBytes is one component's bytes per cube.
type componentBytes struct {
	name  string
	bytes int
}

// cubeComponentBytes lists the components of the tables that hold cubes,
// each with its size, largest first.
func cubeComponentBytes(w *ecs.World) []componentBytes {
	seen := map[string]int{}
	for _, tbl := range w.Tables() {
		if tbl.Len == 0 || !slices.ContainsFunc(tbl.Components, func(c ecs.ComponentInfo) bool { return c.Short == "Cube" }) {
			continue
		}
		for _, c := range tbl.Components {
			if c.Size > 0 {
				seen[c.Short] = c.Size
			}
		}
	}
	var out []componentBytes
	for name, size := range seen {
		out = append(out, componentBytes{name, size})
	}
	slices.SortFunc(out, func(a, b componentBytes) int {
		if a.bytes != b.bytes {
			return b.bytes - a.bytes
		}
		return cmp.Compare(a.name, b.name)
	})
	return out
}

// instanceBytes is what the frame's instance buffers hold, by capacity.
func instanceBytes(f *frame.Frame) int {
	n := 0
	for _, b := range f.Batches {
		n += cap(b.Instances) * int(unsafe.Sizeof(frame.Instance{}))
	}
	return n
}
