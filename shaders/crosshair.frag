#version 330 core

// crosshair.frag: flat colour.

in vec4 vColor;

out vec4 fragColor;

void main() {
    fragColor = vColor;
}
