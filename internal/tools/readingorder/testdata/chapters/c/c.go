package c

import bb "example.com/m/b"

var _ = bb.B
