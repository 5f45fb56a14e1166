package q

import "example.com/m/r"

const Q = r.R
