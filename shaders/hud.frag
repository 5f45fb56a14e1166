#version 330 core

// hud.frag: the text image, premultiplied alpha (as Go's image.RGBA stores it).

in vec2 vUV;

uniform sampler2D uText;

out vec4 fragColor;

void main() {
    fragColor = texture(uText, vUV);
}
