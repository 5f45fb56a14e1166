package scenes

import "strings"

// removedField explains a field that scene files could once set and no
// longer can, so that an old file fails with what to write instead rather
// than a bare "unknown field". path is the component's JSON path (ending
// in its name) and k the field's key. It returns the message and the fix,
// or false for a field that never existed.
//
// RigidBody.acceleration went when every byte of a cube began to count (a
// million cubes): nothing ever set it, and a constant pull is what
// Gravity.force is for.
func removedField(path, k string) (message, fix string, ok bool) {
	if k == "acceleration" && strings.HasSuffix(path, ".RigidBody") {
		return `RigidBody has no field "acceleration" any more`,
			`delete it; for a constant pull, add it to "Gravity": {"force": [x, y, z]}`, true
	}
	return "", "", false
}
