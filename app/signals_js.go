//go:build js

package app

import "context"

// CatchEndSignals returns a context nothing cancels: a page gets no
// signals, and closing its tab ends the program with it.
func CatchEndSignals() context.Context { return context.Background() }

// signalExit is the exit code of a -check that a signal ended; a page
// gets no signals, so it is only the failure code.
func signalExit(context.Context) int { return exitFailure }
