package resources

import "strings"

// ControlsTable returns the controls as a Markdown table, one row per
// binding: the controls table of docs/usage.md is this text, and a test in the
// main package fails when the two differ (go test -run
// TestUsageControls -update rewrites the page's copy), so the
// documentation, the help panel and the keys share one source.
func (b *Bindings) ControlsTable() string {
	var s strings.Builder
	s.WriteString("| Keys | Action |\n|---|---|\n")
	for _, bd := range b.List {
		s.WriteString("| " + bd.Keys + " | " + bd.Description + " |\n")
	}
	return s.String()
}
