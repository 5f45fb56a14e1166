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

var update = flag.Bool("update", false, "rewrite the README's controls table (TestREADMEControls) from the code")

// TestREADMEControls: the README's controls table is the one the bindings
// print (resources.Bindings.ControlsTable), the same table the game reads
// its keys from and the help panel is printed from. With -update the test
// writes the table into the README instead.
func TestREADMEControls(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	readme := string(data)
	b := resources.DefaultBindings()
	want := b.ControlsTable()
	start := strings.Index(readme, "| Keys | Action |\n")
	require.GreaterOrEqual(t, start, 0, "README.md has no controls table (a line \"| Keys | Action |\")")
	end := start + strings.Index(readme[start:], "\n\n") + 1
	if *update {
		require.NoError(t, os.WriteFile("README.md", []byte(readme[:start]+want+readme[end:]), 0o644))
		return
	}
	assert.Equal(t, want, readme[start:end], "the README's controls table is out of date: go test -run TestREADMEControls . -update")
}
