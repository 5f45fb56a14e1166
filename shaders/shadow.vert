#version 330 core

// shadow.vert: one corner of one blob shadow, a square lying on the ground
// around the shadow's centre. Per instance: the centre and radius, and how
// dark the shadow is.

layout(location = 0) in vec2 aCorner;   // -1 .. 1 on x and z
layout(location = 1) in vec4 aShadow;   // per instance: centre x, y, z and radius
layout(location = 2) in float aDarkness; // per instance

uniform mat4 uView;
uniform mat4 uProjection;

out vec2 vCorner;
out float vDarkness;
out vec3 vWorldPos;

void main() {
    // A hair above the ground, so the depth test lets the disc through.
    vWorldPos = aShadow.xyz + vec3(aCorner.x * aShadow.w, 0.01, aCorner.y * aShadow.w);
    vCorner = aCorner;
    vDarkness = aDarkness;
    gl_Position = uProjection * uView * vec4(vWorldPos, 1.0);
}
