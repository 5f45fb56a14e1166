package app

import (
	"runtime"
	"strings"
	"testing"
)

// TestVersionFlag: -version prints the program's version and the Go
// version, exits 0 and opens nothing.
func TestVersionFlag(t *testing.T) {
	code, out, errs := runCapture("-version")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.HasPrefix(out, "cubefall ") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("-version printed %q; want the program's name and %s", out, runtime.Version())
	}
}

// TestVsyncDefaultsOn: the window waits for the display unless
// -vsync=false asks otherwise.
func TestVsyncDefaultsOn(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{{nil, true}, {[]string{"-vsync=false"}, false}, {[]string{"-vsync"}, true}} {
		cfg, err := parseCommandLine(tc.args, nil, nil)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if cfg.vsync != tc.want {
			t.Errorf("%v: vsync %v, want %v", tc.args, cfg.vsync, tc.want)
		}
	}
}

// TestWindowTitle: the title names the scene, and stays the program's
// name alone for a scene without one.
func TestWindowTitle(t *testing.T) {
	if got := windowTitle("storm"); got != "Cubefall — storm" {
		t.Errorf("windowTitle(storm) = %q", got)
	}
	if got := windowTitle(""); got != "Cubefall" {
		t.Errorf("windowTitle() = %q", got)
	}
}
