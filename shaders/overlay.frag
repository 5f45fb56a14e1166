#version 330 core

// overlay.frag: the vertex colour, its alpha scaled by the atlas's coverage
// (1 in the white block, the glyph's anti-aliased shape elsewhere).

in vec2 vUV;
in vec4 vColor;

uniform sampler2D uAtlas; // single channel: coverage in red

out vec4 fragColor;

void main() {
    fragColor = vec4(vColor.rgb, vColor.a * texture(uAtlas, vUV).r);
}
