package systems

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPrintable(t *testing.T) {
	cases := map[string]string{
		"plain text, ünïcode ✓": "plain text, ünïcode ✓",
		"\x1b[2J":               `\x1b[2J`,
		"a\nb\r\x00":            `a\nb\r\x00`,
		"\u202eright-to-left":   `\u202eright-to-left`,
		"\x9b C1 CSI":           `\x9b C1 CSI`,
		"bad \xff byte":         `bad \xff byte`,
	}
	for in, want := range cases {
		assert.Equal(t, want, Printable(in), "%q", in)
	}
}
