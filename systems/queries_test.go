package systems

import (
	"reflect"
	"testing"
	"unsafe"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

var queryInfoType = reflect.TypeFor[ecs.QueryInfo]()

// queryFields describes the queries a system keeps in its fields (and in
// the fields of struct fields, such as the physics step recorder): each
// field that is a query (a pointer with an Info method giving a
// QueryInfo) gives its Info.
func queryFields(v reflect.Value) []ecs.QueryInfo {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return nil
	}
	var out []ecs.QueryInfo
	for i := range v.NumField() {
		f := v.Field(i)
		switch {
		case f.Kind() == reflect.Pointer && isQuery(f.Type()) && !f.IsNil():
			f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem() // read the unexported field
			info := f.MethodByName("Info").Call(nil)[0].Interface().(ecs.QueryInfo)
			out = append(out, info)
		case f.Kind() == reflect.Struct:
			out = append(out, queryFields(f)...)
		}
	}
	return out
}

// isQuery reports whether t has the method Info() ecs.QueryInfo that
// every query has.
func isQuery(t reflect.Type) bool {
	m, ok := t.MethodByName("Info")
	return ok && m.Type.NumIn() == 1 && m.Type.NumOut() == 1 && m.Type.Out(0) == queryInfoType
}

// TestEverySystemListsEveryQuery keeps the inspector's Systems panel
// honest: a system with queries has a Queries method and lists each
// query it keeps, so one added later cannot go missing from the panel.
func TestEverySystemListsEveryQuery(t *testing.T) {
	w, _ := newScheduled(t)
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		fields := queryFields(reflect.ValueOf(st.System))
		ql, ok := st.System.(interface{ Queries() []ecs.QueryInfo })
		if len(fields) == 0 {
			continue
		}
		if !assert.True(t, ok, "%s keeps %d queries but does not list them (add a Queries method in queries.go)", st.Name, len(fields)) {
			continue
		}
		assert.ElementsMatch(t, fields, ql.Queries(), "%s: its Queries (queries.go) and its query fields differ", st.Name)
	}
}
