//go:build solution

package exercises

// scenePath is the scene exercises 1 and 2 change: the reference solution.
const scenePath = "solution/scene.json"
