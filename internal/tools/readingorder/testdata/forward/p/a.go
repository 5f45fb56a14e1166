package p

type A struct{ b B }

func (C) M() {}
