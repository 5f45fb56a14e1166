package shaders_test

import (
	"fmt"
	"strings"
	"testing"

	"cubefall/shaders"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEveryShaderIsGLSL330Core(t *testing.T) {
	names := shaders.Names()
	require.NotEmpty(t, names)
	for _, name := range names {
		src, err := shaders.Source(name)
		require.NoError(t, err, name)
		assert.True(t, strings.HasPrefix(src, "#version 330 core\n"),
			"%s must start with #version 330 core (the renderer asks for a 3.3 core context)", name)
		assert.Contains(t, src, "void main()", name)
	}
}

func TestProgramsComeInPairs(t *testing.T) {
	for _, name := range shaders.Names() {
		base, ext, _ := strings.Cut(name, ".")
		other := map[string]string{"vert": "frag", "frag": "vert"}[ext]
		_, err := shaders.Source(base + "." + other)
		assert.NoError(t, err, "%s has no %s partner", name, other)
	}
}

func TestSourceUnknownName(t *testing.T) {
	_, err := shaders.Source("nope.frag")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `shaders: no shader "nope.frag"`)
	assert.Contains(t, err.Error(), "cube.vert", "the error lists the known shaders")
}

func TestFSServesTheSameFiles(t *testing.T) {
	src, err := shaders.Source("cube.frag")
	require.NoError(t, err)
	f, err := shaders.FS().Open("cube.frag")
	require.NoError(t, err)
	defer f.Close()
	st, err := f.Stat()
	require.NoError(t, err)
	assert.Equal(t, int64(len(src)), st.Size())
}

func ExampleNames() {
	fmt.Println(shaders.Names())
	// Output: [crosshair.frag crosshair.vert cube.frag cube.vert ground.frag ground.vert hud.frag hud.vert overlay.frag overlay.vert shadow.frag shadow.vert]
}

func ExampleSource() {
	src, err := shaders.Source("cube.vert")
	if err != nil {
		fmt.Println(err)
		return
	}
	first, _, _ := strings.Cut(src, "\n")
	fmt.Println(first)
	// Output: #version 330 core
}
