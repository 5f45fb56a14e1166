#version 330 core

// cube.vert: one vertex of one instance of a mesh.
//
// Per-vertex attributes come from the mesh's buffer; per-instance attributes
// (divisor 1) come from the instance buffer, 44 bytes per copy: where it is,
// its scale per axis, its rotation as a unit quaternion, and a colour as four
// bytes (which GL hands over as floats in [0,1]). The naive path feeds the
// same per-instance locations with glVertexAttrib* instead, one draw per
// cube, so this one shader serves both paths.
//
// The model matrix is never formed: turning a vector by a quaternion takes
// two cross products, about as much work as one 3×3 matrix product, so the
// vertex and its normal cost no more here than multiplying them by a matrix
// uploaded from the CPU — which was 80 bytes per cube instead of 44.

layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec3 aOffset;   // per instance: the position
layout(location = 3) in vec3 aScale;    // per instance
layout(location = 4) in vec4 aRotation; // per instance: quaternion (x, y, z, w)
layout(location = 5) in vec4 aColor;    // per instance

uniform mat4 uView;
uniform mat4 uProjection;

out vec3 vWorldPos;
out vec3 vNormal;
out vec4 vColor;

// rotate turns v by the unit quaternion q: v + 2w(u×v) + 2u×(u×v), with u
// the vector part of q, written with one shared cross product.
vec3 rotate(vec4 q, vec3 v) {
    vec3 t = 2.0 * cross(q.xyz, v);
    return v + q.w * t + cross(q.xyz, t);
}

void main() {
    vec3 world = aOffset + rotate(aRotation, aPosition * aScale);

    // Normals need the inverse transpose of the model matrix, which for a
    // rotation R times a per-axis scale S is R * S^-1: divide by the scale,
    // then turn. (A zero scale flattens the cube to no area: nothing is
    // drawn whatever its normal.)
    vNormal = rotate(aRotation, aNormal / aScale);

    vWorldPos = world;
    vColor = aColor;
    // View first, then projection: two matrix-vector products. Written
    // uProjection * uView * p, GLSL would multiply the two matrices first,
    // for every vertex.
    gl_Position = uProjection * (uView * vec4(world, 1.0));
}
