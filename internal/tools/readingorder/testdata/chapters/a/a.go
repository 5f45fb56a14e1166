package a

import "example.com/m/b"

type A struct{ x B }

var _ = b.B

var _ = b.Hidden

var _ = b.Later

var _ = helper

var _ Waived
