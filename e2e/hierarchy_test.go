package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCompoundSaveKeepsItsLinks runs the shipped hierarchy scene for a
// while, saves it, and checks that the save keeps every parent link and
// passes -check.
func TestCompoundSaveKeepsItsLinks(t *testing.T) {
	r := run(t, nil, "-scene", "compound", "-check")
	require.Equal(t, 0, r.code, r.stderr)
	save := filepath.Join(t.TempDir(), "compound-save.json")
	r = run(t, nil, "-scene", "compound", "-headless", "-frames", "120", "-save", save)
	require.Equal(t, 0, r.code, r.stderr)
	assertNoPanic(t, r, "compound -save")
	data, err := os.ReadFile(save)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"links": [`)
	assert.Contains(t, string(data), `["hub-ring", "hub"]`, "a named link by names")
	r = run(t, nil, "-scene", save, "-check")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, ": ok (146 entities)")
}
