package b

const (
	B     = 1
	Later = 2
)
