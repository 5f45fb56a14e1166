package scenes

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLowerCamel checks how Go field names become JSON names.
func TestLowerCamel(t *testing.T) {
	for in, want := range map[string]string{
		"Force": "force", "FovY": "fovY", "AngularVelocity": "angularVelocity",
		"ID": "id", "URLPath": "urlPath", "X": "x", "fogNear": "fogNear",
	} {
		assert.Equal(t, want, lowerCamel(in), in)
	}
}

// TestSuggest checks the nearest-name hints.
func TestSuggest(t *testing.T) {
	names := []string{"Gravity", "OwnGravity", "Transform", "Camera"}
	assert.Equal(t, `did you mean "Gravity"?`, suggest("Gravty", names))
	assert.Equal(t, `did you mean "Gravity"?`, suggest("gravity", names))
	assert.Equal(t, `did you mean "Transform"?`, suggest("Trans", names))
	assert.Equal(t, "expected one of: Camera, Gravity, OwnGravity, Transform", suggest("Zebra", names))
	assert.Equal(t, 3, editDistance("kitten", "sitting"))
	assert.Equal(t, 1, editDistance("nmae", "name"), "a swap of neighbours is one edit")
}

// TestParserNeverPanicsOnPrefixes parses every prefix of a scene: each is
// either valid or a syntax error, never a panic.
func TestParserNeverPanicsOnPrefixes(t *testing.T) {
	data, err := shipped.ReadFile("ten-cubes.json")
	assert.NoError(t, err)
	for i := range data {
		_, _ = parseJSON(data[:i])
	}
}

// TestStrings checks string escapes, including a surrogate pair.
func TestStrings(t *testing.T) {
	n, err := parseJSON([]byte(`"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"`))
	assert.Nil(t, err)
	assert.Equal(t, "a\"\\/\b\f\n\r\té😀", n.text)
	_, err = parseJSON([]byte(`"\x"`))
	assert.Equal(t, `invalid escape \x in a string`, err.message)
	_, err = parseJSON([]byte("\"\xff\""))
	assert.Equal(t, "invalid UTF-8 byte 0xff in a string", err.message)
	_, err = parseJSON([]byte(`07`))
	assert.Equal(t, "invalid number: leading zero", err.message)
}

// TestDepthLimit checks that deeply nested input is refused, not recursed.
func TestDepthLimit(t *testing.T) {
	deep := make([]byte, 0, 20000)
	for range 10000 {
		deep = append(deep, '[')
	}
	_, err := parseJSON(deep)
	assert.Equal(t, "values nested more than 64 deep", err.message)
}

// TestReadmeDocumentsEverything keeps README.md in step with the code:
// every shipped scene is in the table, and every registered component has
// a section that names each of its fields.
func TestReadmeDocumentsEverything(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	readme := string(data)
	for _, name := range Names() {
		assert.Contains(t, readme, "| `"+name+"` |", "scene %s in the table", name)
	}
	r := DefaultRegistry()
	for _, name := range r.Names() {
		_, section, ok := strings.Cut(readme, "\n### "+name+"\n")
		require.True(t, ok, "README has a section for %s", name)
		section, _, _ = strings.Cut(section, "\n### ")
		for _, f := range r.byName[name].fields {
			assert.Contains(t, section, "| `"+f.name+"` |", "%s.%s documented", name, f.name)
		}
	}
}

// TestReadmeDocumentsEveryLimit keeps the "valid" columns of README.md in
// step with limits.go: each field rule's wording is in its field's row,
// and each order rule is stated in its component's section.
func TestReadmeDocumentsEveryLimit(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	section := func(component string) string {
		_, s, ok := strings.Cut(string(data), "\n### "+component+"\n")
		require.True(t, ok, "README has a section for %s", component)
		s, _, _ = strings.Cut(s, "\n### ")
		return s
	}
	for _, r := range fieldRules() {
		_, row, ok := strings.Cut(section(r.component), "| `"+r.field+"` |")
		require.True(t, ok, "%s.%s has a row", r.component, r.field)
		row, _, _ = strings.Cut(row, "\n")
		assert.Contains(t, row, r.must, "%s.%s: the limit is in its row", r.component, r.field)
	}
	for _, r := range orderRules() {
		assert.Contains(t, section(r.component), r.high+" must be greater than "+r.low, r.component)
	}
	assert.Contains(t, string(data), "**±1,000,000** (`scenes.MaxMagnitude`)")
	assert.Equal(t, 1e6, MaxMagnitude)
}
