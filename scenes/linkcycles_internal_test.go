package scenes

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCycleMembersIsTheWalkFromEveryLink builds random link maps, cycles
// of every length among them, and finds cycleMembers marking exactly the
// ends that the walk up from their own parent meets again.
func TestCycleMembersIsTheWalkFromEveryLink(t *testing.T) {
	for seed := range uint64(300) {
		r := rand.New(rand.NewPCG(seed, 43))
		n := 1 + r.IntN(30)
		parent := map[LinkEnd]LinkEnd{}
		for i := range n {
			if r.IntN(4) > 0 {
				parent[LinkEnd{Index: uint32(i + 1)}] = LinkEnd{Index: uint32(1 + r.IntN(n+2))}
			}
		}
		onCycle := cycleMembers(parent)
		for child, p := range parent {
			require.Equal(t, reaches(parent, p, child), onCycle[child], "seed %d, %v", seed, child)
		}
	}
}

// TestCycleMembersFindsALongCycle closes a chain of 100,000 links into
// one cycle and finds every end of it marked.
func TestCycleMembersFindsALongCycle(t *testing.T) {
	const n = 100_000
	parent := make(map[LinkEnd]LinkEnd, n)
	for i := range n {
		parent[LinkEnd{Index: uint32(i + 2)}] = LinkEnd{Index: uint32(i + 1)}
	}
	parent[LinkEnd{Index: 1}] = LinkEnd{Index: n + 1} // and one cycle through them all
	onCycle := cycleMembers(parent)
	assert.Len(t, onCycle, n+1)
}

// TestLinksOfADeepChainCheck checks and spawns a saved file whose links
// make a chain of rows 20,000 deep, and checks one with a cycle through
// all of them.
func TestLinksOfADeepChainCheck(t *testing.T) {
	const n = 20_000
	file := func(cycle bool) []byte {
		var b strings.Builder
		b.WriteString(`{"name": "deep", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "tables": [{"components": {"Transform": {}}, "columns": ["index"], "rows": [`)
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "[%d]", i+2)
		}
		b.WriteString(`]}], "links": [`)
		for i := 1; i < n; i++ {
			if i > 1 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "[%d, %d]", i+2, i+1)
		}
		if cycle {
			fmt.Fprintf(&b, ", [2, %d]", n+1)
		}
		b.WriteString("]}")
		return []byte(b.String())
	}
	s, err := Parse("deep.json", file(false))
	require.NoError(t, err)
	w := ecs.NewWorld()
	out, err := s.SpawnEntities(w, NoOverrides())
	require.NoError(t, err)
	deepest, top := out.Entities[len(out.Entities)-1], out.Entities[1]
	for range n - 1 {
		deepest = ecs.Get[ecs.ChildOf](w, deepest).Parent
	}
	assert.Equal(t, top, deepest, "the last row is %d links below the first", n-1)
	_, err = Parse("deep.json", file(true))
	require.ErrorContains(t, err, "of index 3 would be its own ancestor")
}
