#version 330 core

// cube.vert: one vertex of one instance of a mesh.
//
// Per-vertex attributes come from the mesh's buffer; per-instance attributes
// (divisor 1) come from the instance buffer: a model matrix as four column
// vec4s (a mat4 attribute takes four consecutive locations) and a colour.
// The naive path feeds the same per-instance locations with glVertexAttrib4fv
// instead, one draw per cube, so this one shader serves both paths.

layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in mat4 aModel; // locations 2, 3, 4, 5
layout(location = 6) in vec4 aColor;

uniform mat4 uView;
uniform mat4 uProjection;

out vec3 vWorldPos;
out vec3 vNormal;
out vec4 vColor;

void main() {
    vec4 world = aModel * vec4(aPosition, 1.0);

    // Normals need the inverse transpose of the model matrix. For rotation
    // times a per-axis scale S that is R * S^-1, and since mat3(aModel) is
    // R * S, dividing the normal by the squared column lengths (S^2) first
    // gives the same result without inverting a matrix per vertex.
    mat3 m = mat3(aModel);
    vec3 scale2 = vec3(dot(m[0], m[0]), dot(m[1], m[1]), dot(m[2], m[2]));
    vNormal = m * (aNormal / max(scale2, vec3(1e-12)));

    vWorldPos = world.xyz;
    vColor = aColor;
    gl_Position = uProjection * uView * world;
}
