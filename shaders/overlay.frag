#version 330 core

// overlay.frag: the vertex colour, its alpha scaled by the text sheet's
// coverage (1 in the white block, the glyphs' anti-aliased shapes
// elsewhere). vUV is in the sheet's pixels, so the texel under the pixel's
// centre is read as is, whatever the sheet's size.

in vec2 vUV;
in vec4 vColor;

uniform sampler2D uAtlas; // single channel: coverage in red

out vec4 fragColor;

void main() {
    fragColor = vec4(vColor.rgb, vColor.a * texelFetch(uAtlas, ivec2(vUV), 0).r);
}
