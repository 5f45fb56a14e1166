package assets

import (
	"embed"
	"fmt"
	"path"
	"strings"
)

// meshFiles holds every mesh file of meshes/. It is only read.
//
//go:embed meshes/*.obj
var meshFiles embed.FS

// MeshNames lists the embedded meshes by name: the file name without the
// ".obj" ("cube"), in lexical order.
func MeshNames() []string {
	entries, _ := meshFiles.ReadDir("meshes") // the embedded folder always exists
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".obj"))
	}
	return names
}

// LoadMesh parses the embedded mesh called name (meshes/name.obj).
func LoadMesh(name string) (*Mesh, error) {
	file := path.Join("meshes", name+".obj")
	f, err := meshFiles.Open(file)
	if err != nil {
		return nil, fmt.Errorf("assets: no mesh %q (have %v)", name, MeshNames())
	}
	defer f.Close()
	m, err := ParseOBJ(f, name+".obj")
	if err != nil {
		return nil, err
	}
	m.Name = name
	return m, nil
}
