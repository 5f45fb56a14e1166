package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckFindsReferencesAReaderCannotFollow(t *testing.T) {
	bad := []string{
		"// Exit codes (DESIGN‸ §5).",
		"see DESIGN‸.md for the bars",
		"the frame-rate bar of issue‸ 3",
		"Issue‸ #12 asks for this",
		"as seed‸ article 001's finalizeUpdates",
		"Seed‸ 000's design measured",
		"the five seed‸ articles build it three ways",
		"(see ../‸shared/NOTES-‸GL.md)",
		"the figure quoted in the project's design‸ notes",
		"follow STYLE‸.md",
	}
	for _, line := range bad {
		assert.NotEmpty(t, check(unmark(line)), "should be flagged: %q", unmark(line))
	}
}

func TestCheckLetsOrdinaryTextAndPublicLinksThrough(t *testing.T) {
	good := []string{
		"// The design keeps one table per component set.",
		"the seed of the scene's random numbers: 42",
		"an issue with the driver (https://gitlab.freedesktop.org/mesa/mesa/-/issues/1234)",
		"issues: none",
		"DESIGNER notes",
		"sharedState := ../‸sharedthing",
	}
	for _, line := range good {
		assert.Empty(t, check(unmark(line)), "should pass: %q", unmark(line))
	}
}

func TestScanReportsLineNumbers(t *testing.T) {
	hits := scan("a.go", unmark("package a\n\n// as issue‸ 7 says\n"))
	if assert.Len(t, hits, 1) {
		assert.Equal(t, 3, hits[0].line)
		assert.Equal(t, "a.go", hits[0].file)
		assert.Equal(t, unmark("// as issue‸ 7 says"), hits[0].text)
	}
}

// unmark removes the ‸ marks that keep the sample lines above from being
// references themselves: a search of the repository's text for what the
// check forbids must not find this file's examples.
func unmark(s string) string { return strings.ReplaceAll(s, "‸", "") }
