package p

import "example.com/m/q"

type B int

func f(a A) int {
	C := a.b // a local C, not p.C; a.b is a field
	_ = q.Q
	return int(C)
}
