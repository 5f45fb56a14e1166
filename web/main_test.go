package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestUnknownSceneIsAUsageError(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"-scene", "nope"}, &out, &errOut); code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
	if !strings.Contains(errOut.String(), `-scene "nope"`) || !strings.Contains(errOut.String(), "falling-cubes") {
		t.Fatalf("message does not name the scene and the shipped ones: %s", errOut.String())
	}
}

func TestStrayArgumentIsAUsageError(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"extra"}, &out, &errOut); code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
}
