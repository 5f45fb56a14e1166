package scenes

import (
	"fmt"
	"reflect"
	"strings"
)

// components decodes an entity's or spawner's "components" object: each
// key a registered component name, each value that component's fields.
func (c *checker) components(n *node, path string) []Template {
	ms := c.members(n, path, `an object of components, e.g. {"Transform": {}}`, nil)
	ts := make([]Template, 0, len(ms))
	var copies []pendingCopy
	var camera *member
	for i, m := range ms {
		info, ok := c.reg.byName[m.key]
		if c.full() {
			return ts
		}
		switch {
		case m.key == linkKey:
			// takeChildOf has taken the first "ChildOf" of the object
			c.report(m.off, key(path, m.key), "delete one of them", "%s appears twice", Quote(m.key))
			continue
		case !ok:
			c.skipCamera = true
			c.report(m.off, key(path, m.key), suggest(m.key, c.componentNames()), "unknown component %s", Quote(m.key))
			continue
		}
		if m.key == "Camera" {
			camera = &ms[i]
		}
		ts = append(ts, c.template(info, m.value, key(path, m.key), len(ts), &copies))
	}
	for _, p := range copies {
		c.resolveCopy(ts, p, copies)
	}
	c.checkValues(ts)
	if camera != nil && !hasComponent(ts, "Transform") {
		c.report(camera.off, key(path, "Camera"), `add "Transform": {"position": [0, 50, 90]} to place it`,
			"a Camera needs a Transform: without one the camera has no position")
	}
	return ts
}

// entityComponents is components for a named entity's "components",
// where "ChildOf" names the entity's parent (takeChildOf has taken it),
// so that a misspelt name is matched against it too.
func (c *checker) entityComponents(n *node, path string) []Template {
	c.parentValid = true
	defer func() { c.parentValid = false }()
	return c.components(n, path)
}

// componentNames are the names a components object may hold: the
// registered components, and "ChildOf" where it is valid.
func (c *checker) componentNames() []string {
	if c.parentValid {
		return append(c.reg.Names(), linkKey)
	}
	return c.reg.Names()
}

// template decodes one component's fields on top of its registered
// defaults.
func (c *checker) template(info *componentInfo, n *node, path string, self int, copies *[]pendingCopy) Template {
	t := Template{Name: info.name, info: info, base: reflect.New(info.typ).Elem(),
		off: n.off, path: path, written: make(offsets, 0, len(n.members))}
	t.base.Set(info.defaults)
	if len(info.fields) == 0 && n.kind == kindObject && len(n.members) > 0 {
		m := n.members[0]
		c.report(m.off, key(path, m.key), fmt.Sprintf(`write "%s": {}`, info.name), "%s is a tag and has no fields", info.name)
		return t
	}
	for _, m := range c.members(n, path, info.what, info.names) {
		f, _ := info.lookupField(m.key)
		p := key(path, m.key)
		t.written = append(t.written, fieldOffset{m.key, m.value.off})
		if m.value.kind == kindObject {
			c.special(&t, self, f, m.value, p, copies)
		} else if v, ok := c.fixed(m.value, p, f); ok {
			t.base.Field(f.index).Set(v)
		}
	}
	return t
}

// resolveCopy checks a {"sameAs": "Component.field"} once all of the
// entity's components are known, and records the copy.
func (c *checker) resolveCopy(ts []Template, p pendingCopy, all []pendingCopy) {
	if p.target.kind != kindString {
		c.wrongType(p.target, p.path, `a string "Component.field", e.g. "Gravity.force"`)
		return
	}
	comp, fieldName, ok := strings.Cut(p.target.text, ".")
	if !ok {
		c.report(p.target.off, p.path, `e.g. "Gravity.force"`, "expected \"Component.field\", got %q", clip(p.target.text))
		return
	}
	src := -1
	var names []string
	for i, t := range ts {
		names = append(names, t.Name)
		if t.Name == comp {
			src = i
		}
	}
	if src < 0 {
		hint := suggest(comp, names)
		if _, known := c.reg.byName[comp]; known {
			hint = fmt.Sprintf("add a %s component to this entity, or give %q a value of its own", Quote(comp), p.field.name)
		}
		c.report(p.target.off, p.path, hint, "this entity has no %q component to copy from", clip(comp))
		return
	}
	f, ok := ts[src].info.lookupField(fieldName)
	if !ok {
		c.report(p.target.off, p.path, suggest(fieldName, ts[src].info.fieldNames()), "%s has no field %q", comp, clip(fieldName))
		return
	}
	c.recordCopy(ts, p, src, f, all)
}

// recordCopy adds a checked copy to its template, refusing copies between
// different types and chains of copies.
func (c *checker) recordCopy(ts []Template, p pendingCopy, src int, f field, all []pendingCopy) {
	switch {
	case f.typ != p.field.typ:
		c.report(p.target.off, p.path, "", "cannot copy %q (%s) into %q (%s): the types differ",
			clip(p.target.text), f.typ, p.field.name, p.field.typ)
	case src == p.dst && f.index == p.field.index:
		c.report(p.target.off, p.path, "", "a field cannot be the same as itself")
	case isCopied(all, src, f):
		c.report(p.target.off, p.path, "point at the original field instead", "%q is itself a sameAs copy", clip(p.target.text))
	default:
		ts[p.dst].copies = append(ts[p.dst].copies, copyField{dst: p.field, src: src, srcField: f})
	}
}

// isCopied reports whether field f of template src is itself filled by a
// sameAs.
func isCopied(all []pendingCopy, src int, f field) bool {
	for _, p := range all {
		if p.dst == src && p.field.index == f.index {
			return true
		}
	}
	return false
}
