#version 330 core

// cube.vert: one vertex of one instance of a mesh.
//
// Per-vertex attributes come from the mesh's buffer; per-instance attributes
// (divisor 1) come from the instance buffer, 40 bytes per copy: where it is,
// its scale per axis, its rotation as three Euler angles, and a colour as
// four bytes (which GL hands over as floats in [0,1]). The naive path feeds
// the same per-instance locations with glVertexAttrib* instead, one draw per
// cube, so this one shader serves both paths.
//
// The model matrix is never uploaded: the shader builds the rotation from
// the angles the simulation keeps, so the CPU writes them as they are and
// does no trigonometry per cube. The GPU pays instead, three sines and three
// cosines per vertex: nothing on graphics hardware, a little of the
// draw on a software rasteriser (docs/chapters/million.md, "The instance
// layout").

layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec3 aOffset;   // per instance: the position
layout(location = 3) in vec3 aScale;    // per instance
layout(location = 4) in vec3 aRotation; // per instance: Euler angles about X, Y, Z
layout(location = 5) in vec4 aColor;    // per instance

uniform mat4 uView;
uniform mat4 uProjection;

out vec3 vWorldPos;
out vec3 vNormal;
out vec4 vColor;
out vec3 vLocal; // the vertex in the mesh's own space, for the highlight's outline

// turn is the rotation Rz · Ry · Rx for Euler angles a: about X first,
// then Y, then Z, each column written out from the sines and cosines.
mat3 turn(vec3 a) {
    vec3 s = sin(a);
    vec3 c = cos(a);
    return mat3(
        c.z * c.y, s.z * c.y, -s.y,
        c.z * s.y * s.x - s.z * c.x, s.z * s.y * s.x + c.z * c.x, c.y * s.x,
        c.z * s.y * c.x + s.z * s.x, s.z * s.y * c.x - c.z * s.x, c.y * c.x);
}

void main() {
    mat3 r = turn(aRotation);
    vec3 world = aOffset + r * (aPosition * aScale);

    // Normals need the inverse transpose of the model matrix, which for a
    // rotation R times a per-axis scale S is R * S^-1: divide by the scale,
    // then turn. (A zero scale flattens the cube to no area: nothing is
    // drawn whatever its normal.)
    vNormal = r * (aNormal / aScale);

    vWorldPos = world;
    vColor = aColor;
    vLocal = aPosition;
    // View first, then projection: two matrix-vector products. Written
    // uProjection * uView * p, GLSL would multiply the two matrices first,
    // for every vertex.
    gl_Position = uProjection * (uView * vec4(world, 1.0));
}
