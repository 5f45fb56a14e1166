package systems

import "unsafe"

// sameMesh reports whether the mesh names name and mesh are equal. It
// looks first at where their bytes lie: the entities of a table nearly
// always share one string for their mesh's name (a spawner copies one Mesh
// into each), so two of their names are the same bytes, and a comparison
// of pointers and lengths says so without reading the bytes. Only names
// that lie apart are compared byte by byte, which in Go is a call.
//
// It is for the collection's loop over every cube (collectonepass.go),
// where a call per cube would cost more than the rest of the check: Go
// keeps no register across a call, so the loop would store every value it
// holds in one before the call and load it again after.
func sameMesh(name, mesh string) bool {
	if len(name) == len(mesh) && unsafe.StringData(name) == unsafe.StringData(mesh) {
		return true
	}
	return name == mesh
}
