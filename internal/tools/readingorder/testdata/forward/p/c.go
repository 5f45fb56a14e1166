package p

type C struct{}
