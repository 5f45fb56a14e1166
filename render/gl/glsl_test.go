package gl

import (
	"strings"
	"testing"
)

func TestESHeaderSwapsTheVersionLine(t *testing.T) {
	got := ESHeader("#version 330 core\n\nvoid main() {}\n")
	if !strings.HasPrefix(got, "#version 300 es\nprecision highp float;") {
		t.Fatalf("header not rewritten:\n%s", got)
	}
	if !strings.HasSuffix(got, "\n\nvoid main() {}\n") || strings.Contains(got, "330") {
		t.Fatalf("body changed or old version kept:\n%s", got)
	}
}

func TestESHeaderLeavesASourceWithoutVersion(t *testing.T) {
	if got := ESHeader("void main() {}\n"); got != "void main() {}\n" {
		t.Fatalf("got %q", got)
	}
}
