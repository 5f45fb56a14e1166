#version 330 core

// crosshair.vert: vertices are pixel offsets from the centre of the screen,
// so the cross keeps its size in pixels whatever the window size.

layout(location = 0) in vec2 aOffset;
layout(location = 1) in vec4 aColor;

uniform vec2 uViewport; // framebuffer size in pixels

out vec4 vColor;

void main() {
    gl_Position = vec4(aOffset * 2.0 / uViewport, 0.0, 1.0);
    vColor = aColor;
}
