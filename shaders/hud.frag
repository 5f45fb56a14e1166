#version 330 core

// hud.frag: the text image, premultiplied alpha (as Go's image.RGBA stores it).

in vec2 vUV;

uniform sampler2D uText;
uniform float uOpacity; // fades the whole image (1 = as it is)

out vec4 fragColor;

void main() {
    fragColor = texture(uText, vUV) * uOpacity; // premultiplied: scale all four
}
