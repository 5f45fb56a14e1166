package recording

import (
	"fmt"
	"io"
	"os"
)

// Open opens the recording at path, which must be a regular file, and
// reads its header; Next then reads its frames one by one. Close the
// Reader when done.
func Open(path string) (*Reader, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("recording: %s is not a regular file: a recording is read from the file -record wrote", quoteName(path))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	rd, err := NewReader(path, f)
	if err != nil {
		f.Close()
		return nil, err
	}
	rd.closer = f
	return rd, nil
}

// Load reads the whole recording at path into memory: for tests and
// tools that look at its frames. A replay reads with Open instead, frame
// by frame.
func Load(path string) (*Recording, error) {
	rd, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	return rd.all()
}

// Summary is what reading a whole recording tells before it is played:
// its header, with the panic a format-3 file gives last, and the number
// of its frames.
type Summary struct {
	Header
	Frames int
}

// Scan reads the recording at path through, checking every line as Read
// does but keeping no frame, so that a replay can refuse a damaged file
// before its first frame, whatever its length.
func Scan(path string) (Summary, error) {
	rd, err := Open(path)
	if err != nil {
		return Summary{}, err
	}
	defer rd.Close()
	for {
		_, err := rd.Next()
		if err == io.EOF {
			return Summary{Header: rd.Header, Frames: rd.Frames()}, nil
		}
		if err != nil {
			return Summary{}, err
		}
	}
}
