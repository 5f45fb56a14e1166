package a

func helper() {}
