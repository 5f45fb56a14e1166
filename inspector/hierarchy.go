package inspector

import (
	"fmt"
	"strings"

	"cubefall/ecs"
)

// maxChildrenShown is how many children the entity panel names before it
// only counts the rest.
const maxChildrenShown = 6

// family returns e's parent (the zero Entity for a root) and children
// (ecs.ChildOf), for the entity panel and -inspect-json.
func family(w *ecs.World, e ecs.Entity) (ecs.Entity, []ecs.Entity) {
	var parent ecs.Entity
	if link, ok := ecs.TryGet[ecs.ChildOf](w, e); ok {
		parent = link.Parent
	}
	var children []ecs.Entity
	for c := range ecs.Children(w, e) {
		children = append(children, c)
	}
	return parent, children
}

// familyLines is the entity panel's lines for e's parent and children,
// none for an entity outside every hierarchy.
func familyLines(w *ecs.World, e ecs.Entity) []string {
	parent, children := family(w, e)
	var lines []string
	if parent != (ecs.Entity{}) {
		lines = append(lines, fmt.Sprintf("%-*s %v", entityNameWidth, "parent", parent))
	}
	if len(children) > 0 {
		names := make([]string, 0, maxChildrenShown)
		for _, c := range children[:min(len(children), maxChildrenShown)] {
			names = append(names, c.String())
		}
		more := ""
		if len(children) > maxChildrenShown {
			more = fmt.Sprintf(" and %d more", len(children)-maxChildrenShown)
		}
		lines = append(lines, fmt.Sprintf("%-*s %d: %s%s", entityNameWidth, "children", len(children), strings.Join(names, " "), more))
	}
	return lines
}
