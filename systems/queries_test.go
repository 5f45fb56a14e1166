package systems

import (
	"reflect"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

var describerType = reflect.TypeFor[ecs.Describer]()

// queryFields returns the queries a system keeps in its fields (and in
// the fields of struct fields, such as the physics step recorder), as
// pointers.
func queryFields(v reflect.Value) []uintptr {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return nil
	}
	var out []uintptr
	for i := range v.NumField() {
		f := v.Field(i)
		switch {
		case f.Kind() == reflect.Pointer && f.Type().Implements(describerType) && !f.IsNil():
			out = append(out, f.Pointer())
		case f.Kind() == reflect.Struct:
			out = append(out, queryFields(f)...)
		}
	}
	return out
}

// TestEverySystemListsEveryQuery keeps the inspector's Systems panel
// honest: a system with queries has a Queries method and lists each
// query it keeps, so one added later cannot go missing from the panel.
func TestEverySystemListsEveryQuery(t *testing.T) {
	w, _ := newScheduled(t)
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		fields := queryFields(reflect.ValueOf(st.System))
		ql, ok := st.System.(interface{ Queries() []ecs.Describer })
		if len(fields) == 0 {
			continue
		}
		if !assert.True(t, ok, "%s keeps %d queries but does not list them (add a Queries method in queries.go)", st.Name, len(fields)) {
			continue
		}
		var listed []uintptr
		for _, q := range ql.Queries() {
			listed = append(listed, reflect.ValueOf(q).Pointer())
		}
		assert.ElementsMatch(t, fields, listed, "%s: its Queries (queries.go) and its query fields differ", st.Name)
	}
}
