#version 330 core

// hud.vert: a screen-aligned textured rectangle given in pixels, origin at
// the top-left corner like the text image it shows.

layout(location = 0) in vec2 aCorner; // (0,0) top-left .. (1,1) bottom-right

uniform vec2 uViewport; // framebuffer size in pixels
uniform vec4 uRect;     // x, y, width, height in pixels from the top-left

out vec2 vUV;

void main() {
    vec2 pixel = uRect.xy + aCorner * uRect.zw;
    vec2 ndc = pixel / uViewport * 2.0 - 1.0;
    gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
    vUV = aCorner; // the texture's first row is the image's top row
}
