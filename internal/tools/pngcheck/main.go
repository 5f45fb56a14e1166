// Command pngcheck tells whether a PNG file shows a picture or nothing.
//
// The test suite's smoke run starts the demo for a few frames and saves a
// screenshot. A window that never drew anything still saves a perfectly
// valid PNG — all black, or all the clear colour — so "the file exists" is
// not enough. pngcheck decodes the file and fails unless at least two pixels
// differ in colour.
//
// Usage:
//
//	go run ./internal/tools/pngcheck FILE.png...
//
// It prints one line per file and exits 1 if any file is unreadable or blank.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: pngcheck FILE.png...")
		os.Exit(2)
	}
	failed := false
	for _, path := range os.Args[1:] {
		if err := checkFile(path); err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// checkFile opens path, checks the picture in it and prints a one-line
// summary when it is not blank.
func checkFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("pngcheck: %w", err)
	}
	defer f.Close()
	s, err := check(f)
	if err != nil {
		return fmt.Errorf("pngcheck: %s: %w", path, err)
	}
	fmt.Printf("pngcheck: %s: %s\n", path, s)
	return nil
}
