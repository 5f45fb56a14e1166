package src

// Count returns how many of xs are positive.
func Count(xs []int) int {
	n := 0
	for _, x := range xs {
		if x > 0 {
			n++
		}
	}
	return n
}
