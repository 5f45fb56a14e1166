// Package shaders holds Cubefall's GLSL programs and embeds them in the
// binary.
//
// The shader sources are ordinary files next to this one (cube.vert,
// cube.frag, hud.vert, ...), so an editor highlights them and a reader finds
// them where the renderer's code says they are. The //go:embed directive
// copies them into the compiled program, which is why the game runs from any
// working directory: nothing is read from disk at run time and there is no
// os.Chdir to an asset folder, unlike many OpenGL examples.
//
// The package has no cgo and no GL: it only hands out text. Package render
// compiles it, and reports compile errors with the file name used here.
//
// # The programs
//
//   - cube.vert, cube.frag: instanced meshes. Per vertex a position and a
//     normal; per instance a position, a scale, a rotation (three Euler angles)
//     and a colour, from which the vertex shader places each vertex and
//     turns its normal. A directional light
//     with an ambient term, and distance fog into the clear colour.
//   - ground.vert, ground.frag: the ground, a square scaled to each ground's
//     size, with an anti-aliased grid made in the fragment shader, lit and
//     fogged like the cubes.
//   - shadow.vert, shadow.frag: blob shadows, one instanced soft dark disc
//     per cube near the ground, blended over it.
//   - hud.vert, hud.frag: a textured rectangle in pixel coordinates, used for
//     the HUD text.
//   - crosshair.vert, crosshair.frag: flat-coloured geometry positioned in
//     pixels around the centre of the screen.
package shaders
