package recording

import (
	"errors"
	"io"

	"cubefall/internal/atomicfile"
)

// File is a recording being written to a file as its frames pass. The
// frames go to a temporary file beside the target at once (package
// atomicfile), and Close renames it over the target once the end line is
// written: whoever opens the target sees a whole recording or the file
// that was there before, never a part, while the run holds only the frame
// being written.
//
// atomicfile.Write wants its content from one function; here that
// function runs in a goroutine of its own and copies what the Writer
// writes into a pipe, for as long as the run lasts.
type File struct {
	*Writer
	pipe *io.PipeWriter
	done chan error // atomicfile.Write's result
}

// Create starts writing a recording with header h to path. It returns
// once the temporary file exists, or its creation failed (Close then
// says why), so that what happens to the directory afterwards meets a
// file that is there.
func Create(path string, h Header) *File {
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	started := make(chan struct{})
	go func() {
		err := atomicfile.Write(path, func(w io.Writer) error {
			close(started)
			_, err := io.Copy(w, pr)
			return err
		})
		// A failed write stops the copy: the Writer's next write gets the
		// error instead of waiting for a reader that is gone.
		pr.CloseWithError(err)
		done <- err
	}()
	select {
	case <-started:
	case err := <-done:
		done <- err // for Close
	}
	return &File{Writer: NewWriter(pw, h), pipe: pw, done: done}
}

// Close ends the recording (see Writer.End) and puts the file in place.
// It returns the first error met on the way; the target is then left as
// it was.
func (f *File) Close(panicked string) error {
	if err := f.End(panicked); err != nil {
		f.pipe.CloseWithError(err)
		return f.result(err)
	}
	f.pipe.Close()
	return f.result(nil)
}

// result waits for the file to be written or given up, and returns the
// error that says why it was not: the file's own, when it has one.
func (f *File) result(writeErr error) error {
	err := <-f.done
	if err != nil && !errors.Is(err, io.ErrClosedPipe) {
		return err
	}
	return writeErr
}
