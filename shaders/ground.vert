#version 330 core

// ground.vert: one corner of the ground's square. The square is a unit
// quad in x and z, scaled to the ground's size and lifted to its height
// here, so one small vertex buffer serves every ground.

layout(location = 0) in vec2 aCorner; // -0.5 .. 0.5 on x and z

uniform mat4 uView;
uniform mat4 uProjection;
uniform float uSize;   // length of a side, world units
uniform float uHeight; // world y of the plane

out vec3 vWorldPos;

void main() {
    vWorldPos = vec3(aCorner.x * uSize, uHeight, aCorner.y * uSize);
    gl_Position = uProjection * uView * vec4(vWorldPos, 1.0);
}
