package ecs

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTypeKeyIsTheDescriptorAddress checks that typeKey reads the same
// address that reflect reports, and that the direct-mapped slots agree with
// the map for every type registered.
func TestTypeKeyIsTheDescriptorAddress(t *testing.T) {
	types := []reflect.Type{reflect.TypeFor[int](), reflect.TypeFor[string](), reflect.TypeFor[struct{ X float32 }](), reflect.TypeFor[[3]float64]()}
	for _, typ := range types {
		assert.Equal(t, reflect.ValueOf(typ).Pointer(), typeKey(typ), "%v", typ)
	}
	w := NewWorld()
	ids := []compID{idOf[int](w), idOf[string](w), idOf[struct{ X float32 }](w), idOf[[3]float64](w)}
	assert.Equal(t, ids, []compID{idOf[int](w), idOf[string](w), idOf[struct{ X float32 }](w), idOf[[3]float64](w)})
	for i, typ := range types {
		assert.Equal(t, ids[i], w.reg.ids[typeKey(typ)], "%v", typ)
	}
}
