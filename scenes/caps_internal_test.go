package scenes

import (
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/ecs"
)

// worstComponents returns every registered component with every field
// away from its default and as long to write as a valid value can be:
// negative numbers of nine digits with an exponent ("-7.6293945e-06"), the
// largest whole numbers, the longest valid names.
func worstComponents(r *Registry, rng *rand.Rand) []ecs.Value {
	var out []ecs.Value
	for _, name := range r.Names() {
		info := r.byName[name]
		v := reflect.New(info.typ).Elem()
		for _, f := range info.fields {
			fv := v.Field(f.index)
			switch f.kind {
			case kindFloat:
				fv.SetFloat(worstFloat(rng))
			case kindVector:
				for i := range f.width {
					fv.Index(i).SetFloat(worstFloat(rng))
				}
			case kindInt:
				fv.SetInt(math.MinInt64 >> (64 - f.typ.Bits()))
			case kindUint:
				fv.SetUint(math.MaxUint64 >> (64 - f.typ.Bits()))
			case kindBoolean:
				fv.SetBool(!info.defaults.Field(f.index).Bool())
			case kindText:
				fv.SetString(map[string]string{"Mesh": "cube", "Behaviour": "beacon"}[name])
			}
		}
		out = append(out, info.ops.box(v))
	}
	return out
}

// worstFloat is a negative float32 near 7.6e-6 with a random mantissa, so
// that its shortest form has eight or nine digits and an exponent.
func worstFloat(rng *rand.Rand) float64 {
	bits := uint32(0x37000000) | rng.Uint32N(1<<23)
	return -float64(math.Float32frombits(bits))
}

// encodedSize is the size of the save of n worst entities, named or not.
func encodedSize(t *testing.T, n int, named bool) int {
	size, _ := encoded(t, n, named)
	return size
}

// encodedValues is how many values (nodes of the parser's tree) the save
// of n worst entities holds, named or not.
func encodedValues(t *testing.T, n int, named bool) int {
	_, values := encoded(t, n, named)
	return values
}

// encoded is the size of the save of n worst entities, named or not, and
// the values the parser builds a node for while reading it.
func encoded(t *testing.T, n int, named bool) (size, values int) {
	r := DefaultRegistry()
	rng := rand.New(rand.NewPCG(1, 2))
	w := ecs.NewWorld()
	names := map[ecs.Entity]string{}
	for i := range n {
		e := w.NewEntities(1, worstComponents(r, rng)...)[0]
		if named {
			names[e] = strings.Repeat("x", MaxNameLen-1) + string(rune('a'+i%26))
		}
	}
	data, _, err := r.Encode(w, SaveInfo{Names: names})
	require.NoError(t, err)
	p := &parser{data: string(data), budget: MaxValues, rowCap: MaxCount}
	require.NotNil(t, p.value())
	return len(data), p.values
}

// TestCapsFitEverySave checks the arithmetic of caps.go: an entity that
// carries every component, with every field as long to write as a valid
// value can be, takes at most maxEntityBytes in a save, whether it is
// named, the one row of a table of its own, or one row among many; and
// MaxFileSize holds MaxEntities such entities and the file's header. So a
// save of any world the caps allow loads. Such an entity also needs at most
// maxEntityValues values outside a table's rows, named or alone in a
// table, the unit MaxValues is counted in.
func TestCapsFitEverySave(t *testing.T) {
	empty := encodedSize(t, 0, false)
	named := encodedSize(t, 1, true) - empty
	alone := encodedSize(t, 1, false) - empty
	row := (encodedSize(t, 201, false) - encodedSize(t, 1, false)) / 200
	t.Logf("worst entity: %d bytes named, %d alone in a table, %d as a row among many", named, alone, row)
	for _, n := range []int{named, alone, row} {
		assert.LessOrEqual(t, n, maxEntityBytes)
	}
	for _, named := range []bool{true, false} {
		values := encodedValues(t, 1, named) - encodedValues(t, 0, named)
		t.Logf("worst entity: %d values (named: %v)", values, named)
		assert.LessOrEqual(t, values, maxEntityValues)
	}
	header := empty + 6*(MaxNameLen+MaxDescriptionLen) // every character escaped as \uXXXX
	assert.GreaterOrEqual(t, int64(MaxFileSize), int64(MaxEntities)*maxEntityBytes+int64(header))
}
