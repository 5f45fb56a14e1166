#version 330 core

// ground.frag: a grid drawn by the fragment shader alone, lit like the
// cubes and fogged into the sky.
//
// The grid needs no texture. For a fragment at ground coordinates c (in
// cells), abs(fract(c - 0.5) - 0.5) is its distance to the nearest grid
// line, in cells; dividing by fwidth(c), how many cells one pixel spans
// here, turns it into pixels, so every line is about one pixel wide and
// its edge is blended over one pixel: anti-aliased at any distance and
// angle. Far away a pixel spans many cells, the lines would melt into
// noise (moire), so they fade out there towards the cell's mean colour.

in vec3 vWorldPos;

uniform float uCell;      // grid spacing, world units
uniform vec3 uColor;      // the ground between the lines
uniform vec3 uLineColor;
uniform vec3 uLightDir;   // from the light towards the scene
uniform vec3 uLightColor;
uniform vec3 uAmbient;
uniform vec3 uCameraPos;
uniform vec3 uFogColor;
uniform float uFogNear;
uniform float uFogFar;    // uFogFar <= uFogNear: no fog

out vec4 fragColor;

void main() {
    vec2 c = vWorldPos.xz / uCell;
    vec2 perPixel = fwidth(c);
    vec2 toLine = abs(fract(c - 0.5) - 0.5) / max(perPixel, vec2(1e-6));
    float line = 1.0 - clamp(min(toLine.x, toLine.y) - 0.5, 0.0, 1.0);
    float far = clamp(max(perPixel.x, perPixel.y) * 2.0 - 0.5, 0.0, 1.0);
    line = mix(line, 0.15, far); // a line about a seventh of a cell wide, on average

    vec3 base = mix(uColor, uLineColor, line);
    float diffuse = max(-normalize(uLightDir).y, 0.0); // the ground's normal is +y
    vec3 lit = base * (uAmbient + uLightColor * diffuse);

    float fog = 0.0;
    if (uFogFar > uFogNear) {
        float dist = distance(vWorldPos, uCameraPos);
        fog = clamp((dist - uFogNear) / (uFogFar - uFogNear), 0.0, 1.0);
    }
    fragColor = vec4(mix(lit, uFogColor, fog), 1.0);
}
