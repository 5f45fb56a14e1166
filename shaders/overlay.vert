#version 330 core

// overlay.vert: the inspector's 2D batch. Positions are in pixels from the
// top-left corner; every vertex carries its texture coordinate in the text
// sheet, in pixels, and its colour (filled rectangles use the white block).

layout(location = 0) in vec2 aPos;
layout(location = 1) in vec2 aUV;
layout(location = 2) in vec4 aColor; // 4 bytes, normalised to 0..1

uniform vec2 uViewport; // framebuffer size in pixels

out vec2 vUV;
out vec4 vColor;

void main() {
    vec2 ndc = aPos / uViewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
    vUV = aUV;
    vColor = aColor;
}
