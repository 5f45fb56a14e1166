#version 330 core

// shadow.frag: a soft disc, darkest at its centre and fading to nothing at
// its rim, blended over the ground; fog thins it like everything else.

in vec2 vCorner;
in float vDarkness;
in vec3 vWorldPos;

uniform vec3 uCameraPos;
uniform float uFogNear;
uniform float uFogFar; // uFogFar <= uFogNear: no fog

out vec4 fragColor;

void main() {
    float r = length(vCorner);
    float a = vDarkness * (1.0 - smoothstep(0.2, 1.0, r));
    if (uFogFar > uFogNear) {
        float dist = distance(vWorldPos, uCameraPos);
        a *= 1.0 - clamp((dist - uFogNear) / (uFogFar - uFogNear), 0.0, 1.0);
    }
    fragColor = vec4(0.0, 0.0, 0.0, a);
}
