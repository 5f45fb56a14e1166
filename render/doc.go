// Package render draws Cubefall with OpenGL 3.3 core: it opens the window,
// turns GLFW's events into a resources.Input, and draws a frame.Frame.
//
// It is one of only two packages (with main) that touch GL or GLFW. Systems
// describe what to draw as plain data (package render/frame) and read input
// as plain data (resources.Input), so they run and are tested without a
// window; this package is the thin layer between that data and the driver.
//
// # Threads
//
// GLFW and OpenGL keep per-thread state: every function and method here must
// be called from the main OS thread, the one that called OpenWindow. Lock it
// with runtime.LockOSThread in an init function of package main (tests do
// the same in TestMain).
//
// # What a frame costs
//
// A Frame holds one Batch of instances per mesh. Draw uploads each batch
// into the mesh's instance buffer (one glBufferSubData) and draws it with one
// glDrawArraysInstanced call: the GPU repeats the mesh's 36 vertices for
// every instance, reading that instance's position, scale, rotation and
// colour (40 bytes) from the buffer; the vertex shader places the vertices. With Frame.Instancing off, the same shader draws one cube per call
// instead — the textbook first version — so the difference can be felt.
//
// # The inspector's overlay
//
// The ECS inspector (frame.Inspector) is drawn by a small 2D batch: filled
// rectangles and runs of text as quads in screen pixels, in three layers
// (panel backgrounds, bars and graph, text), one draw call per layer. The
// characters come from a glyph atlas, the printable ASCII of the Go Mono
// font rasterised once on the CPU. With each layout the batch spells the
// panels' text out into a text sheet below the atlas, so a row of text is
// one quad rather than one per character; the sheet is the one texture,
// and the atlas's white corner gives the rectangles their colour, so one
// shader serves both.
//
// # Owning GL objects
//
// Every buffer, vertex array, program, shader and texture is created through
// a per-Renderer ledger and has an owner with a Delete method;
// [Renderer.Live] counts what is alive and is all zeros after
// [Renderer.Delete]. Shaders come from package shaders and meshes from
// package assets, both embedded in the binary.
//
// # Seeing errors
//
// Shader compile and link errors come back as Go errors naming the file and
// carrying the driver's log. With WindowOptions.DebugGL, GL errors are
// collected through the KHR_debug callback (or glGetError after each pass
// where that extension is missing) and returned by [Renderer.GLErrors].
package render
