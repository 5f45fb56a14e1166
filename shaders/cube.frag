#version 330 core

// cube.frag: a directional light with an ambient term, then distance fog
// that fades far surfaces into the clear colour.

in vec3 vWorldPos;
in vec3 vNormal;
in vec4 vColor;

uniform vec3 uLightDir;   // from the light towards the scene
uniform vec3 uLightColor;
uniform vec3 uAmbient;
uniform vec3 uCameraPos;
uniform vec3 uFogColor;   // the clear colour, so fogged cubes vanish into the sky
uniform float uFogNear;
uniform float uFogFar;    // uFogFar <= uFogNear: no fog

out vec4 fragColor;

void main() {
    vec3 n = normalize(vNormal);
    float diffuse = max(dot(n, -normalize(uLightDir)), 0.0);
    vec3 lit = vColor.rgb * (uAmbient + uLightColor * diffuse);

    float fog = 0.0;
    if (uFogFar > uFogNear) {
        float dist = distance(vWorldPos, uCameraPos);
        fog = clamp((dist - uFogNear) / (uFogFar - uFogNear), 0.0, 1.0);
    }
    fragColor = vec4(mix(lit, uFogColor, fog), vColor.a);
}
