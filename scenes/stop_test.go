package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAStoppedReadFails reads a table of 50,000 rows with a stop
// function that says stop at its k-th call, for every k up to the calls
// a whole read makes: the parser's and the row reader's polls alike give
// up the read with one clear error, and never hand back a scene that
// holds part of the file. A stop function that never says stop changes
// nothing.
func TestAStoppedReadFails(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}],` +
		` "tables": [{"components": {"Cube": {}}, "columns": ["index"], "rows": [`)
	for i := range 50_000 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%d]", i+2)
	}
	b.WriteString("]}]}")
	data := []byte(b.String())

	calls := 0
	s, err := scenes.DefaultRegistry().WithStop(func() bool { calls++; return false }).Parse("big.json", data)
	require.NoError(t, err)
	assert.Equal(t, 50_001, s.EntityCount(scenes.NoOverrides()))
	require.Greater(t, calls, 10, "the read polls its stop function")
	for k := 1; k <= calls; k++ {
		n := 0
		s, err := scenes.DefaultRegistry().WithStop(func() bool { n++; return n >= k }).Parse("big.json", data)
		require.Error(t, err, "stop at call %d of %d", k, calls)
		assert.Nil(t, s)
		assert.Contains(t, err.Error(), "the reading was stopped before the end of the file: the program is ending", "stop at call %d", k)
		assert.LessOrEqual(t, n, k+1, "the read gives up at the poll that says stop")
	}
}
