package scenes

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheValueCapStopsTheParse: a file with more values outside its
// tables' rows than the budget (here 40, MaxValues in a real load) is
// refused at the first value over it, with its place and a fix, having
// built no more nodes than the budget. Here the values are spawners that
// create nothing, the kind of file that creates the least for its size.
func TestTheValueCapStopsTheParse(t *testing.T) {
	const budget = 40
	data := []byte(`{"spawners": [` + strings.Repeat(`{"name": "s", "count": 0, "components": {}},`, 20) + `{}]}`)
	p := &parser{data: string(data), budget: budget, rowCap: MaxCount}
	assert.Nil(t, p.value())
	require.NotNil(t, p.err)
	assert.Equal(t, budget+1, p.values, "the parse stops at the first value over the budget")
	c := &checker{file: "v.json", lines: newLineIndex(string(data))}
	c.syntax(p.err)
	assert.Equal(t, `v.json:1:434: $.spawners[9].count: the file holds more than 40 values outside the rows of its tables, over the cap of 40 (scenes.MaxValues) `+
		`(write the entities that need no name as a table (a save writes them so), make many alike with a spawner, and use a range instead of a long palette)`,
		(&Errors{Problems: c.problems}).Error())
}

// TestTableRowsAreOutsideTheValueCap: the rows of a table cost no nodes,
// so a save of many unnamed entities stays far under MaxValues.
func TestTableRowsAreOutsideTheValueCap(t *testing.T) {
	data := []byte(`{"tables": [{"components": {"Cube": {}}, "columns": ["index"], "rows": [` +
		strings.Repeat(`[1], `, 1000) + `[2]]}]}`)
	root, serr := parseWithin(string(data), 12, MaxCount, nil)
	require.Nil(t, serr)
	require.NotNil(t, root)
}

// TestNodeIsSmall: a node takes 80 bytes on a 64-bit machine, the figure
// MaxValues is weighed with (caps.go), and a size class of Go's allocator,
// so nothing is lost to rounding.
func TestNodeIsSmall(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 {
		assert.Equal(t, uintptr(80), unsafe.Sizeof(node{}))
	}
}

// TestTheRowCapStopsTheParse: the parser stops at the first row over the
// cap, counting the rows of every table together, and reads no further.
func TestTheRowCapStopsTheParse(t *testing.T) {
	data := `{"tables": [{"components": {}, "columns": ["index"], "rows": [[1], [2]]},
 {"components": {}, "columns": ["index"], "rows": [[3], [4], ` + strings.Repeat(`[5], `, 10_000) + `[6]]}]}`
	p := &parser{data: data, budget: MaxValues, rowCap: 3}
	assert.Nil(t, p.value())
	require.NotNil(t, p.err)
	assert.Equal(t, 4, p.rowsRead, "the rows read, the one over the cap included")
	assert.Equal(t, strings.Index(data, "[4]"), p.pos, "the parse stops where the row over the cap starts")
	c := &checker{file: "r.json", lines: newLineIndex(data)}
	c.syntax(p.err)
	assert.Equal(t, `r.json:2:57: $.tables[1].rows[1]: the tables hold more than 3 rows, over the cap of 3 (scenes.MaxCount) `+
		`(a scene creates at most this many entities without names; a save of any world the caps allow fits it)`, (&Errors{Problems: c.problems}).Error())
}
