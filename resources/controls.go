package resources

import "strings"

// ControlsTable returns the controls as a Markdown table, one row per
// binding: the README's controls section is this text, and a test in the
// main package fails when the two differ (go test -run
// TestREADMEControls -update rewrites the README's copy), so the
// documentation, the help panel and the keys share one source.
func (b *Bindings) ControlsTable() string {
	var s strings.Builder
	s.WriteString("| Keys | Action |\n|---|---|\n")
	for _, bd := range b.List {
		s.WriteString("| " + bd.Keys + " | " + bd.Description + " |\n")
	}
	return s.String()
}
