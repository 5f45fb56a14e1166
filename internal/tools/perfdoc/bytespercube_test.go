package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata/bytespercube.log is the output of one real run of
// `go test -run '^TestBytesPerCube$' -v -count=1 ./app`.
func TestParseBytes(t *testing.T) {
	out, err := os.ReadFile(filepath.Join("testdata", "bytespercube.log"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := parseBytes(string(out))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Parts) != 10 {
		t.Fatalf("%d parts, want 8 components, the index and the instances: %v", len(d.Parts), d.Parts)
	}
	if d.Parts[0] != (bytesPart{"component", "Transform", 36}) {
		t.Errorf("first part %v", d.Parts[0])
	}
	if last := d.Parts[9]; last.Kind != "instances" || last.Name != "instance buffers" {
		t.Errorf("last part %v", last)
	}
	if _, err := parseBytes("--- FAIL: TestBytesPerCube (0.01s)\n"); err == nil {
		t.Error("a run that printed no parts must be an error")
	}
}

// The rest is the million-cube run's peak per cube less the parts.
func TestRenderBytes(t *testing.T) {
	r := fixedReport()
	var b strings.Builder
	renderBytes(&b, r.Bytes, r.Frames)
	page := b.String()
	for _, want := range []string{
		"### Bytes per cube\n", // docs/chapters/million.md links to its anchor
		"| `Transform` | 36.0 | 36.0 |",
		"| **components** | 48.0 | 48.0 |",
		"| entity index | 20.1 | 20.1 |",
		// 465.4 MiB over a million cubes is 488.0 bytes; less 109.6 measured.
		"| the rest | 378 | 378 |",
		"| **peak RSS** | 488 | 488 |",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %q in:\n%s", want, page)
		}
	}
}
