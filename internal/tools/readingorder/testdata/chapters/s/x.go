package s

type X struct{ y *Y }
