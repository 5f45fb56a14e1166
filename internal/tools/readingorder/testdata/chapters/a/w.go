package a

// Waived is named by the text, so it may come later.
type Waived struct{}
