package gl

import "strings"

// esPreamble replaces "#version 330 core" in a shader given to WebGL2:
// GLSL ES 3.00 has no default precision for floats in fragment shaders,
// and mediump would fog the far ground and blur the text atlas.
const esPreamble = "#version 300 es\nprecision highp float;\nprecision highp int;\nprecision highp sampler2D;\n"

// ESHeader rewrites a GLSL 330 core shader for GLSL ES 3.00 by swapping its
// #version line for the ES one plus default precisions. A source without a
// #version line is returned unchanged, so the compiler's error names it.
func ESHeader(src string) string {
	first, rest, found := strings.Cut(src, "\n")
	if !strings.HasPrefix(strings.TrimSpace(first), "#version") {
		return src
	}
	if !found {
		rest = ""
	}
	return esPreamble + rest
}
