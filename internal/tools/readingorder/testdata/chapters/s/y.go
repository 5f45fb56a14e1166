package s

type Y struct{ x *X }
