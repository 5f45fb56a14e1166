package c

import bb "example.com/m/b"

var _ = bb.B

var _ = bb.Extra

var _ = bb.Gen2
