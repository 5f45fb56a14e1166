package main

import (
	"flag"
	"os"
	"strings"
	"testing"

	"cubefall/resources"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the controls table of docs/usage.md (TestUsageControls) from the code")

// fullControls is the controls table the bindings print.
func fullControls() string {
	b := resources.DefaultBindings()
	return b.ControlsTable()
}

// controlsHeader starts a controls table in the documents.
const controlsHeader = "| Keys | Action |\n"

// usagePage is the page that holds the full controls table.
const usagePage = "docs/usage.md"

// controlsTable returns the controls table in doc (from its header line up
// to the blank line that ends it) and where it starts and ends.
func controlsTable(t *testing.T, name, doc string) (table string, start, end int) {
	start = strings.Index(doc, controlsHeader)
	require.GreaterOrEqual(t, start, 0, "%s has no controls table (a line %q)", name, strings.TrimSpace(controlsHeader))
	end = start + strings.Index(doc[start:], "\n\n") + 1
	require.Greater(t, end, start, "%s: the controls table ends with a blank line", name)
	return doc[start:end], start, end
}

// TestUsageControls: the controls table of docs/usage.md is the one the
// bindings print (resources.Bindings.ControlsTable), the same table the game
// reads its keys from and the help panel is printed from. With -update the
// test writes the table into the page instead.
func TestUsageControls(t *testing.T) {
	data, err := os.ReadFile(usagePage)
	require.NoError(t, err)
	page := string(data)
	want := fullControls()
	got, start, end := controlsTable(t, usagePage, page)
	if *update {
		require.NoError(t, os.WriteFile(usagePage, []byte(page[:start]+want+page[end:]), 0o644))
		return
	}
	assert.Equal(t, want, got, "the controls table of %s is out of date: go test -run TestUsageControls . -update", usagePage)
}

// TestREADMEControls: the README's short table of keys is a selection of
// the full table, row for row, so a key that changes in the bindings
// cannot stay behind in the README.
func TestREADMEControls(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	got, _, _ := controlsTable(t, "README.md", string(data))
	full := fullControls()
	rows := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	require.Greater(t, len(rows), 2, "README.md's controls table has rows")
	for _, row := range rows {
		assert.Contains(t, full, row+"\n", "README.md's controls row %q is not a row of the bindings' table (copy it from %s)", row, usagePage)
	}
}
