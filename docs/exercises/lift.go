package exercises

// Lift is exercise 3's component: a push upwards, in units per second
// squared, against whatever Gravity pulls the body down.
type Lift struct {
	Up float32
}
