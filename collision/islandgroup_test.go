package collision

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// groupSerially is the grouping by island written as plainly as it can
// be: for each island in turn, every item of it, in order.
func groupSerially(keys []int32, count int) (start, out []int32) {
	start = make([]int32, count+1)
	for c := range count {
		start[c] = int32(len(out))
		for k, key := range keys {
			if key == int32(c) {
				out = append(out, int32(k))
			}
		}
	}
	start[count] = int32(len(out))
	return start, out
}

// Grouping items by island on any number of workers gives what grouping
// them one island at a time gives: the same islands' starts, and within
// each island the items in their order. Some items are in no island, one
// island holds far more than any other (a pile), and some islands hold
// none. The list is long enough to be cut into pieces.
func TestGroupingByIslandIsTheSameOnAnyNumberOfWorkers(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 1))
	const items, count = 5 * islandPiece, 300
	keys := make([]int32, items)
	for k := range keys {
		switch x := r.IntN(10); {
		case x < 2:
			keys[k] = -1
		case x < 6:
			keys[k] = 17
		default:
			keys[k] = int32(r.IntN(count/2)) * 2 // the other odd islands have no item
		}
	}
	wantStart, wantOut := groupSerially(keys, count)
	for _, workers := range []int{1, 2, 3, 7} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) {
			ws := goroutines(workers)
			is := islands{count: count}
			start, out := is.group(ws, nil, nil, slices.Clone(keys), nil)
			require.Equal(t, wantStart, start)
			require.Equal(t, wantOut, out)
		})
	}
}

// Grouping pairs reads each pair's island from its body a.
func TestGroupingPairsFollowsTheirFirstBody(t *testing.T) {
	is := islands{count: 3, id: []int32{2, 1, 0, 2, 1, 0}}
	pairs := []contactPair{{a: 3, b: 4}, {a: 0, b: 3}, {a: 2, b: 5}, {a: 4, b: 5}}
	ws := goroutines(2)
	start, out := is.group(ws, nil, nil, nil, pairs)
	require.Equal(t, []int32{0, 1, 2, 4}, start)
	require.Equal(t, []int32{2, 3, 0, 1}, out)
}

// No islands, and fewer items than workers, are groupings too.
func TestGroupingByIslandCopesWithLittle(t *testing.T) {
	ws := goroutines(7)
	none := islands{}
	start, out := none.group(ws, nil, nil, []int32{-1, -1}, nil)
	require.Equal(t, []int32{0}, start)
	require.Empty(t, out)
	two := islands{count: 2}
	start, out = two.group(ws, nil, nil, []int32{1, 0}, nil)
	require.Equal(t, []int32{0, 1, 2}, start)
	require.Equal(t, []int32{1, 0}, out)
}
