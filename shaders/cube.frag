#version 330 core

// cube.frag: a directional light with an ambient term, then distance fog
// that fades far surfaces into the clear colour. An instance whose colour
// has alpha 0 is the highlighted one (the cube under the crosshair): it is
// drawn brightened, keeping its hue, with its edges outlined in black,
// which stands out on every colour, white and black cubes included.

in vec3 vWorldPos;
in vec3 vNormal;
in vec4 vColor;
in vec3 vLocal;

uniform vec3 uLightDir;   // from the light towards the scene
uniform vec3 uLightColor;
uniform vec3 uAmbient;
uniform vec3 uCameraPos;
uniform vec3 uFogColor;   // the clear colour, so fogged cubes vanish into the sky
uniform float uFogNear;
uniform float uFogFar;    // uFogFar <= uFogNear: no fog

out vec4 fragColor;

// edgeWidth is the outline's width, a share of the unit cube's side; a far
// cube's outline is at least edgePixels wide on the screen, so that it
// shows however small the cube is drawn.
const float edgeWidth = 0.07;
const float edgePixels = 1.5;

// onEdge reports whether the point p of the unit cube (each coordinate in
// [-0.5, 0.5]) lies near one of its edges: near the boundary along two
// axes at once. fwidth is how much p changes from one pixel to the next.
bool onEdge(vec3 p) {
    vec3 width = max(vec3(edgeWidth), edgePixels * fwidth(p));
    vec3 near = step(vec3(0.5) - width, abs(p));
    return near.x + near.y + near.z >= 2.0;
}

void main() {
    vec3 n = normalize(vNormal);
    float diffuse = max(dot(n, -normalize(uLightDir)), 0.0);
    vec3 lit = vColor.rgb * (uAmbient + uLightColor * diffuse);
    float alpha = vColor.a;
    if (alpha == 0.0) { // highlighted
        lit = onEdge(vLocal) ? vec3(0.0) : lit * 1.5 + 0.2;
        alpha = 1.0;
    }

    float fog = 0.0;
    if (uFogFar > uFogNear) {
        float dist = distance(vWorldPos, uCameraPos);
        fog = clamp((dist - uFogNear) / (uFogFar - uFogNear), 0.0, 1.0);
    }
    fragColor = vec4(mix(lit, uFogColor, fog), alpha);
}
