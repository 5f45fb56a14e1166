package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// TestUTF32IsNamed: a file saved as UTF-32, with or without a byte-order
// mark, is named UTF-32, not UTF-16 (whose little-endian mark starts
// UTF-32's) and not a stray zero byte.
func TestUTF32IsNamed(t *testing.T) {
	plain := `{"name": 5}`
	utf32 := func(bigEndian, bom bool) []byte {
		var out []byte
		if bom {
			out = []byte{0xFF, 0xFE, 0, 0}
			if bigEndian {
				out = []byte{0, 0, 0xFE, 0xFF}
			}
		}
		for _, c := range []byte(plain) {
			if bigEndian {
				out = append(out, 0, 0, 0, c)
			} else {
				out = append(out, c, 0, 0, 0)
			}
		}
		return out
	}
	for _, c := range []struct {
		bigEndian, bom bool
		want           string
	}{
		{false, true, "UTF-32 (little-endian, with a byte-order mark)"},
		{true, true, "UTF-32 (big-endian, with a byte-order mark)"},
		{false, false, "UTF-32 (little-endian)"},
		{true, false, "UTF-32 (big-endian)"},
	} {
		_, err := scenes.Parse("utf32.json", utf32(c.bigEndian, c.bom))
		require.Error(t, err, c.want)
		assert.Contains(t, err.Error(), "utf32.json:1:1: $: the file is "+c.want+"; a scene file must be UTF-8 (save the file as UTF-8)")
	}
}

// TestUnpairedSurrogateIsNamed: a \u escape that is half of a UTF-16
// surrogate pair, alone, is reported as the surrogate it is, at its own
// column, never as U+FFFD; a whole pair is one character.
func TestUnpairedSurrogateIsNamed(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{`a\ud800b`, `s.json:1:12: $.name: unpaired surrogate \ud800 (U+D800) in a string: it is the first half of a UTF-16 pair, and the second (\udc00 to \udfff) does not follow it (write the character itself, or both halves of its pair, e.g. \ud83d\ude00 for U+1F600)`},
		{`a\uD800\u0041`, `s.json:1:12: $.name: unpaired surrogate \uD800 (U+D800) in a string: it is the first half`},
		{`a\udc00`, `s.json:1:12: $.name: unpaired surrogate \udc00 (U+DC00) in a string: it is the second half of a UTF-16 pair, and the first (\ud800 to \udbff) does not come before it`},
		{`\ud800`, `s.json:1:11: $.name: unpaired surrogate \ud800 (U+D800)`},
	} {
		_, err := scenes.Parse("s.json", []byte(`{"name": "`+c.text+`"}`))
		require.Error(t, err, c.text)
		assert.Contains(t, err.Error(), c.want, c.text)
		assert.NotContains(t, err.Error(), "FFFD", c.text)
	}
	s, err := scenes.Parse("s.json", []byte(`{"name": "a\ud83d\ude00", "entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}}]}`))
	require.NoError(t, err)
	assert.Equal(t, "a\U0001F600", s.Name)
}
