//go:build js

package app

import "context"

// CatchEndSignals returns a context nothing cancels: a page gets no
// signals, and closing its tab ends the program with it.
func CatchEndSignals() context.Context { return context.Background() }
