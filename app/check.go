package app

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
)

// This file is -check: read the scene (and the recording, with -replay),
// make every check a run makes before its window opens, and print the
// verdict. A save of a million entities takes seconds to check, and a
// signal must not wait for it: the check runs in a goroutine, and a
// signal ends the program at once, with the signal's exit code (see
// signalExit) and no verdict. The reading of the scene stops soon after
// (the scene's reader polls ctx); whatever else the check was doing is
// left to the program's exit.

// checkInTime is -check, given up when ctx is cancelled first. The
// verdict ("PATH: ok (N entities)") is printed only when the check ended
// before any signal.
func checkInTime(ctx context.Context, cfg config, log *slog.Logger, stdout, stderr io.Writer) int {
	type verdict struct {
		code     int
		out, err bytes.Buffer
	}
	done := make(chan *verdict, 1)
	go func() {
		v := &verdict{}
		v.code = check(ctx, cfg, log, &v.out, &v.err)
		done <- v
	}()
	select {
	case v := <-done:
		if ctx.Err() == nil { // a signal that came with the verdict still wins
			stderr.Write(v.err.Bytes())
			if _, err := stdout.Write(v.out.Bytes()); err != nil {
				fmt.Fprintf(stderr, "cubefall: write the verdict to standard output: %v\n", err)
				return exitFailure
			}
			return v.code
		}
	case <-ctx.Done():
	}
	logInterrupt(ctx, log)
	return signalExit(ctx)
}

// check makes -check's checks and writes the verdict to stdout or the
// problems to stderr, and returns the exit code.
func check(ctx context.Context, cfg config, log *slog.Logger, stdout, stderr io.Writer) int {
	sc, tp, err := openPlay(ctx, &cfg, log)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	if err := sc.Check(cfg.overrides()); err != nil {
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		return exitFailure
	}
	if err := checkReplay(cfg, sc, tp, log); err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	fmt.Fprintf(stdout, "%s: ok (%d entities)\n", sc.Source, sc.EntityCount(cfg.overrides()))
	return exitOK
}
