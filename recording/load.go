package recording

import (
	"fmt"
	"io"
	"os"
)

// MaxFileSize caps a recording file: 256 MiB, checked before the file is
// read. A frame takes about a hundred bytes, so an hour at 144 frames per
// second fits, with a saved world of 100,000 cubes as its scene.
const MaxFileSize = 256 << 20

// Load reads and parses the recording at path, which must be a regular
// file of at most MaxFileSize bytes.
func Load(path string) (*Recording, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return Read(path, data)
}

// readFile reads a regular file of at most MaxFileSize bytes.
func readFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("recording: %s is not a regular file: a recording is read from the file -record wrote", quoteName(path))
	}
	if info.Size() > MaxFileSize {
		return nil, fmt.Errorf("recording: %s is %d bytes, over the %d-byte (256 MiB) cap on recordings (recording.MaxFileSize)", quoteName(path), info.Size(), MaxFileSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	return data, nil
}
