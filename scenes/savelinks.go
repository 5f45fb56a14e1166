package scenes

import (
	"reflect"
	"strconv"

	"cubefall/components"
	"cubefall/ecs"
)

// linkType and worldType are how the world names the parent link and a
// child's world place, which a save does not write as components: the
// links go in "links", and the world places follow from the Transforms.
var (
	linkType  = reflect.TypeFor[ecs.ChildOf]().String()
	worldType = reflect.TypeFor[components.WorldTransform]().String()
)

// encodeLinks writes the world's parent links as the file's "links", or
// nothing when there are none: each pair [child, parent], an end by its
// name when the save names it, else by its entity index, which a saved
// table row keeps (hierarchy.go reads them back).
func encodeLinks(w *ecs.World, names map[ecs.Entity]string) *encoder {
	enc := &encoder{}
	for _, e := range w.Entities() {
		link, ok := ecs.TryGet[ecs.ChildOf](w, e)
		if !ok {
			continue
		}
		if len(enc.buf) == 0 {
			enc.buf = append(enc.buf, ",\n  \"links\": ["...)
		} else {
			enc.buf = append(enc.buf, ',')
		}
		enc.buf = append(enc.buf, "\n    ["...)
		enc.buf = appendEnd(enc.buf, e, names)
		enc.buf = append(enc.buf, ", "...)
		enc.buf = appendEnd(enc.buf, link.Parent, names)
		enc.buf = append(enc.buf, ']')
	}
	if len(enc.buf) > 0 {
		enc.buf = append(enc.buf, "\n  ]"...)
	}
	return enc
}

// appendEnd writes one end of a link.
func appendEnd(buf []byte, e ecs.Entity, names map[ecs.Entity]string) []byte {
	if name, ok := names[e]; ok {
		return appendJSONString(buf, name)
	}
	return strconv.AppendUint(buf, uint64(e.Index()), 10)
}
