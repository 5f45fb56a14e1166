package scenes

import (
	"fmt"
	"reflect"
	"strconv"

	"cubefall/ecs"
)

// This file writes the entities a scene did not name as tables, the lean
// form of README.md's "Tables: saved entities": the entities of one
// archetype table of the world that share the values of their text fields
// make one table of the file. A field with the same value in every row is
// written once, in the table's components (and left out there when it is
// the registered default); every other field is a column, with one value
// per row. A moving cube then costs its numbers, not its field names.

// block is one table of the file: its world table's plan, the values of
// its text fields, its entities in index order, and the fields that differ
// between them.
type block struct {
	plan     *tablePlan
	first    ecs.Entity
	entities []ecs.Entity
	// varies[i][j] says whether field j of component plan.known[i]
	// differs between rows, making it a column.
	varies  [][]bool
	columns []blockColumn
}

// blockColumn is one column: a field of one of the block's components.
type blockColumn struct {
	info *componentInfo
	f    field
}

// blocks sorts the unnamed entities es (in index order) into blocks, in
// the order of their first entity.
func (p *savePlan) blocks(w *ecs.World, es []ecs.Entity) []*block {
	var out []*block
	byTable := map[int][]*block{}
	for _, e := range es {
		id, _ := w.TableOf(e)
		b := p.blockFor(byTable[id], e)
		if b == nil {
			b = &block{plan: p.tables[id], first: e}
			byTable[id] = append(byTable[id], b)
			out = append(out, b)
		}
		b.entities = append(b.entities, e)
	}
	for _, b := range out {
		p.findColumns(w, b)
	}
	return out
}

// blockFor returns the block among bs whose text fields hold e's values.
func (p *savePlan) blockFor(bs []*block, e ecs.Entity) *block {
	for _, b := range bs {
		if p.sameTexts(b.plan, b.first, e) {
			return b
		}
	}
	return nil
}

// sameTexts reports whether a and b, of one table, hold the same text in
// every text field.
func (p *savePlan) sameTexts(tp *tablePlan, a, b ecs.Entity) bool {
	for _, info := range tp.known {
		for _, f := range info.fields {
			if f.kind != kindText {
				continue
			}
			if p.access[info](a).Field(f.index).String() != p.access[info](b).Field(f.index).String() {
				return false
			}
		}
	}
	return true
}

// findColumns finds the fields that differ between the block's entities,
// in parts on as many goroutines as encodeParts would use. Two fields tied
// by an order rule (Respawn's floor and top, Camera's near and far) are
// columns together, so the loader checks their order row by row.
func (p *savePlan) findColumns(w *ecs.World, b *block) {
	tp := b.plan
	b.varies = make([][]bool, len(tp.known))
	for i, info := range tp.known {
		b.varies[i] = make([]bool, len(info.fields))
	}
	parts := splitParts(w, len(b.entities))
	found := make([][][]bool, parts)
	runParts(w, parts, func(k int) {
		lo, hi := k*len(b.entities)/parts, (k+1)*len(b.entities)/parts
		found[k] = p.differing(tp, b.first, b.entities[lo:hi])
	})
	for _, f := range found {
		for i := range f {
			for j := range f[i] {
				b.varies[i][j] = b.varies[i][j] || f[i][j]
			}
		}
	}
	p.pairOrders(b)
	for i, info := range tp.known {
		for _, f := range info.fields {
			if b.varies[i][f.index] {
				b.columns = append(b.columns, blockColumn{info: info, f: f})
			}
		}
	}
}

// differing reports, per component and field, whether some entity of es
// differs from first.
func (p *savePlan) differing(tp *tablePlan, first ecs.Entity, es []ecs.Entity) [][]bool {
	out := make([][]bool, len(tp.known))
	for i, info := range tp.known {
		out[i] = make([]bool, len(info.fields))
		at := p.access[info]
		ref := at(first)
		for _, f := range info.fields {
			if f.kind == kindOther || f.kind == kindText {
				continue
			}
			for _, e := range es {
				if !sameBits(at(e).Field(f.index), ref.Field(f.index)) {
					out[i][f.index] = true
					break
				}
			}
		}
	}
	return out
}

// pairOrders makes both fields of an order rule columns when one is.
func (p *savePlan) pairOrders(b *block) {
	for _, or := range orderRules() {
		for i, info := range b.plan.known {
			if info.name != or.component {
				continue
			}
			lo, ok1 := info.lookupField(or.low)
			hi, ok2 := info.lookupField(or.high)
			if ok1 && ok2 && (b.varies[i][lo.index] || b.varies[i][hi.index]) {
				b.varies[i][lo.index], b.varies[i][hi.index] = true, true
			}
		}
	}
}

// blockHead writes a table's opening: its shared components, its columns,
// and the start of its rows.
func (enc *encoder) blockHead(b *block, first bool) error {
	if !first {
		enc.buf = append(enc.buf, ',')
	}
	enc.buf = append(enc.buf, "\n    {\"components\": {"...)
	for i, info := range b.plan.known {
		if i > 0 {
			enc.buf = append(enc.buf, ", "...)
		}
		if err := enc.componentExcept(info, enc.plan.access[info](b.first), b.varies[i]); err != nil {
			return fmt.Errorf("scenes: cannot save entity %s, %s.%w", b.first, info.name, err)
		}
	}
	enc.buf = append(enc.buf, "},\n     \"columns\": [\""+indexColumn+"\""...)
	for _, col := range b.columns {
		enc.buf = append(enc.buf, ", "...)
		enc.buf = appendJSONString(enc.buf, col.info.name+"."+col.f.name)
	}
	enc.buf = append(enc.buf, "],\n     \"rows\": ["...)
	return nil
}

// rows writes the rows of entities es of block b; first says whether es
// starts the block (no comma before it).
func (enc *encoder) rows(b *block, es []ecs.Entity, first bool) {
	for i, e := range es {
		if !first || i > 0 {
			enc.buf = append(enc.buf, ',')
		}
		enc.buf = append(enc.buf, "\n      ["...)
		enc.buf = strconv.AppendUint(enc.buf, uint64(e.Index()), 10)
		var comp reflect.Value
		var last *componentInfo
		for _, col := range b.columns {
			if col.info != last {
				comp, last = enc.plan.access[col.info](e), col.info
			}
			enc.buf = append(enc.buf, ", "...)
			var err error
			if enc.buf, err = appendValue(enc.buf, col.f, comp.Field(col.f.index)); err != nil {
				enc.err = fmt.Errorf("scenes: cannot save entity %s, %s.%s: %w", e, col.info.name, col.f.name, err)
				return
			}
		}
		enc.buf = append(enc.buf, ']')
	}
}

// encodeBlock writes block b, its rows in parts in parallel, and returns
// the parts in order.
func encodeBlock(plan *savePlan, w *ecs.World, b *block, first bool) []*encoder {
	head := &encoder{plan: plan}
	head.err = head.blockHead(b, first)
	n := splitParts(w, len(b.entities))
	parts := make([]*encoder, n)
	runParts(w, n, func(i int) {
		lo, hi := i*len(b.entities)/n, (i+1)*len(b.entities)/n
		parts[i] = &encoder{plan: plan, buf: make([]byte, 0, rowBytes*(hi-lo))}
		parts[i].rows(b, b.entities[lo:hi], lo == 0)
	})
	tail := &encoder{plan: plan, buf: []byte("\n    ]}")}
	return append(append([]*encoder{head}, parts...), tail)
}

// rowBytes is about what a row of a moving cube takes, so that each part's
// output is allocated once for most worlds.
const rowBytes = 256
