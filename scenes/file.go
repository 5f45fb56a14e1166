package scenes

import (
	"fmt"
	"path/filepath"
	"strings"
)

// The fields of each object in a scene file. (Functions, not variables,
// so that no code can change the format by accident.)
func sceneFields() []string {
	return []string{"name", "description", "seed", "entities", "spawners", "tables", "links"}
}
func entityFields() []string  { return []string{"name", "components"} }
func spawnerFields() []string { return []string{"name", "count", "components", "children"} }

// scene checks the top-level object and returns the scene it describes.
func (c *checker) scene(root *node) *Scene {
	s := &Scene{Name: strings.TrimSuffix(filepath.Base(c.file), filepath.Ext(c.file))}
	ms := c.members(root, "$", "a scene object {\"name\": ..., \"entities\": [...], \"spawners\": [...]}", sceneFields())
	names := map[string]int{} // entity and spawner names → offset of first use
	var links *node
	for _, m := range ms {
		p := key("$", m.key)
		switch m.key {
		case "name":
			s.Name = c.name(m.value, p)
		case "description":
			s.Description = c.text(m.value, p, MaxDescriptionLen)
		case "seed":
			s.Seed, _ = c.whole(m.value, p)
		case "entities":
			s.Entities = c.entities(m.value, p, names)
		case "spawners":
			s.Spawners = c.spawners(m.value, p, names)
		case "tables":
			s.Tables = c.tables(m.value, p)
			s.order = c.rowOrder(s.Tables, m.value)
		case "links":
			links = m.value
			s.Links = c.links(m.value, p)
		}
	}
	if links != nil && links.kind == kindArray && len(s.Links) == len(links.elems) {
		c.checkLinks(s, links)
	}
	c.linkedChildColliders(s)
	if root.kind == kindObject {
		c.checkCamera(root, s)
	}
	return s
}

// entities decodes the "entities" array, which the parser has kept within
// MaxNamed (budget.go).
func (c *checker) entities(n *node, path string, names map[string]int) []EntitySpec {
	if n.kind != kindArray {
		c.skipCamera = true
		c.wrongType(n, path, `an array of entities [{"name": ..., "components": {...}}, ...]`)
		return nil
	}
	var es []EntitySpec
	earlier := map[string]bool{} // the names of es, for parentOf
	for i, en := range n.elems {
		if c.full() {
			break
		}
		p := index(path, i)
		ms := c.members(en, p, `an entity {"name": ..., "components": {...}}`, entityFields())
		c.require(en, p, ms, entityFields()...)
		var e EntitySpec
		for _, m := range ms {
			if m.key == "name" {
				e.Name = c.uniqueName(m.value, key(p, m.key), names)
				continue
			}
			cm, rest := takeChildOf(m.value)
			e.Components = c.entityComponents(rest, key(p, m.key))
			if cm != nil {
				e.Parent, e.parentAt = c.parentOf(cm, key(p, m.key), earlier), cm.off
				c.childComponents(e.Components, cm.off, key(p, m.key))
			}
		}
		es = append(es, e)
		earlier[e.Name] = true
	}
	return es
}

// spawners decodes the "spawners" array and checks the total count.
func (c *checker) spawners(n *node, path string, names map[string]int) []SpawnerSpec {
	if n.kind != kindArray {
		c.wrongType(n, path, `an array of spawners [{"name": ..., "count": ..., "components": {...}}, ...]`)
		return nil
	}
	var ss []SpawnerSpec
	total := 0
	for i, sn := range n.elems {
		if c.full() {
			break
		}
		s := c.spawner(sn, index(path, i), names)
		total += s.Count
		ss = append(ss, s)
	}
	if total > MaxCount {
		c.report(n.off, path, "lower the counts", "the spawners create %d entities in all, over the cap of %d (scenes.MaxCount)", total, MaxCount)
	}
	return ss
}

// spawner decodes one spawner.
func (c *checker) spawner(n *node, path string, names map[string]int) SpawnerSpec {
	ms := c.members(n, path, `a spawner {"name": ..., "count": ..., "components": {...}}`, spawnerFields())
	c.require(n, path, ms, "name", "count", "components")
	var s SpawnerSpec
	for _, m := range ms {
		p := key(path, m.key)
		switch m.key {
		case "name":
			s.Name = c.uniqueName(m.value, p, names)
		case "count":
			s.Count, _ = c.count(m.value, p)
		case "components":
			cm, rest := takeChildOf(m.value)
			c.noChildOf(cm, p)
			s.Components = c.components(rest, p)
		case "children":
			s.Children = c.children(m.value, p)
		}
	}
	c.spawnedChildColliders(s.Children, s.Components)
	return s
}

// uniqueName decodes a name that no other entity or spawner may use.
func (c *checker) uniqueName(n *node, path string, names map[string]int) string {
	s := c.name(n, path)
	if n.kind != kindString || s == "" {
		return s
	}
	if first, dup := names[s]; dup {
		line, col := c.lines.position(first)
		c.report(n.off, path, "give each entity and spawner its own name",
			"duplicate name %q (first used at %d:%d)", clip(s), line, col)
		return s
	}
	names[s] = n.off
	return s
}

// checkCamera reports a scene in which no entity, or more than one, has a
// Camera: with none the window has nothing to look through, with several
// the demo could not tell which one the player flies.
func (c *checker) checkCamera(root *node, s *Scene) {
	if c.skipCamera {
		return // a misspelt component may well be the camera; that error says enough
	}
	n := s.cameras(Overrides{Cubes: KeepCounts})
	if n > 1 {
		c.report(root.off, "$", "keep the Camera on one entity; a spawner that carries a Camera makes one camera per entity it spawns",
			"%d entities have a Camera, and the demo looks through exactly one", n)
	}
	if n > 0 {
		return
	}
	c.report(root.off, "$", fmt.Sprintf("add an entity with %s, as in scenes/ten-cubes.json",
		`"components": {"Camera": {}, "Transform": {"position": [0, 50, 90]}}`),
		"no entity has a Camera, so there is nothing to look through")
}
