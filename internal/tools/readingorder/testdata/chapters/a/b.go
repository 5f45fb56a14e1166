package a

import "example.com/m/b"

type B int

var _ = b.Later

// f reads a field of its parameter b, which shadows the package b.
func f(b struct{ Hidden int }) int { return b.Hidden }
