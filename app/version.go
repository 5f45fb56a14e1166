package app

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// writeVersion prints what -version answers: the module's version as the
// Go toolchain stamped it into the binary (a tag, a pseudo-version, or
// "(devel)" for a build from a work tree), the revision when the build
// recorded one, and the Go version that compiled it. Bug reports need
// these two facts more than any other.
func writeVersion(w io.Writer) {
	version, revision := "(unknown)", ""
	if info, ok := debug.ReadBuildInfo(); ok {
		version = info.Main.Version
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				revision = " " + s.Value
			}
		}
	}
	fmt.Fprintf(w, "cubefall %s%s, built with %s\n", version, revision, runtime.Version())
}
