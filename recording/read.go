package recording

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"cubefall/scenes"
)

// Reader reads a recording one frame at a time, holding only the header
// and the frame being read, so that a replay of any length runs in
// bounded memory. It checks every line as it goes; an error names the
// line, its byte offset and its frame.
type Reader struct {
	// Header is the recording's header. Its Panic, in a file of format 3
	// or later, is read from the panic line after the last frame: it is
	// known only once Next has returned io.EOF.
	Header
	r       lines
	format  int
	frames  int      // the frames read
	reloads []Reload // reload lines waiting for their frame
	dropped []string // drop lines waiting for their frame
	ended   bool     // the end line was read
	closer  io.Closer
}

// NewReader reads the two header lines of the recording src streams.
// file names it in errors.
func NewReader(file string, src io.Reader) (*Reader, error) {
	rd := &Reader{r: lines{file: file, src: bufio.NewReaderSize(src, 64<<10), frame: -1, max: MaxLine}}
	if err := rd.header(); err != nil {
		return nil, err
	}
	return rd, nil
}

// Read parses a whole recording held in memory. file names it in errors.
// A problem gives an *Error with the line, its byte offset and its frame.
func Read(file string, data []byte) (*Recording, error) {
	rd, err := NewReader(file, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return rd.all()
}

// all reads the remaining frames into a Recording.
func (rd *Reader) all() (*Recording, error) {
	rec := &Recording{}
	for {
		f, err := rd.Next()
		if err == io.EOF {
			rec.Header = rd.Header
			return rec, nil
		}
		if err != nil {
			return nil, err
		}
		rec.Frames = append(rec.Frames, f)
	}
}

// Frames is the number of frames read so far.
func (rd *Reader) Frames() int { return rd.frames }

// Close closes the file Open opened; a Reader made by NewReader has
// nothing to close.
func (rd *Reader) Close() error {
	if rd.closer == nil {
		return nil
	}
	return rd.closer.Close()
}

// Next returns the next frame, with the reload and drop lines before it;
// after the last frame it reads the panic and end lines and returns
// io.EOF.
func (rd *Reader) Next() (Frame, error) {
	r := &rd.r
	if rd.ended {
		return Frame{}, io.EOF
	}
	for {
		r.frame = rd.frames
		line, ok := r.next()
		word, rest, _ := strings.Cut(line, " ")
		switch {
		case !ok && (word != endWord || r.err != nil):
			return Frame{}, rd.truncated()
		case rd.Panic != "" && rd.format >= 3 && word != endWord:
			return Frame{}, r.fail("the panic line comes last, right before the end line")
		}
		switch word {
		case reloadWord, reloadFailed:
			rl, err := rd.reload(word, rest)
			if err != nil {
				return Frame{}, err
			}
			rd.reloads = append(rd.reloads, rl)
		case dropWord:
			path, err := rd.quoted(word, rest)
			if err != nil {
				return Frame{}, err
			}
			rd.dropped = append(rd.dropped, path)
		case endWord:
			if err := rd.end(rest, ok); err != nil {
				return Frame{}, err
			}
			rd.ended = true
			return Frame{}, io.EOF
		default:
			if word == panicWord && rd.format >= 3 {
				if err := rd.panicLine(rest); err != nil {
					return Frame{}, err
				}
				continue
			}
			f, err := r.frameLine(line, rd.frames, rd.fields())
			if err != nil {
				return Frame{}, err
			}
			f.Reloads, rd.reloads = rd.reloads, nil
			f.Input.Dropped, rd.dropped = rd.dropped, nil
			rd.frames++
			return f, nil
		}
	}
}

// fields are the fields of a frame line in the file's format.
func (rd *Reader) fields() []string {
	if rd.format == 1 {
		return fieldNamesFormat1[:]
	}
	return fieldNames[:]
}

// truncated is the error for a file that ends before its end line, or
// the error that stopped the reading.
func (rd *Reader) truncated() error {
	if rd.r.err != nil {
		return rd.r.err
	}
	return rd.r.fail("the file ends after %d complete frames, with no %q line: it is truncated (a recording is written whole when its run ends; was the file cut, or copied while being written?)", rd.frames, endWord+" N")
}

// header reads the first two lines: the format line and the JSON header.
func (rd *Reader) header() error {
	r := &rd.r
	line, ok := r.next()
	if r.off == 0 && r.err == nil {
		return r.fail("the file is empty")
	}
	if !strings.HasPrefix(line, magic+" ") {
		if r.err != nil {
			return r.err
		}
		return r.fail("not a Cubefall recording: the first line is not %q (give the file -record wrote)", magic+" N")
	}
	format, err := strconv.Atoi(strings.TrimPrefix(line, magic+" "))
	switch {
	case !ok:
		return rd.truncated()
	case err != nil || format < 1:
		return r.fail("the format version %q is not a whole number from 1", clip(strings.TrimPrefix(line, magic+" ")))
	case format > Format:
		return r.fail("the recording is in format %d, newer than this build reads (format %d): replay it with the Cubefall that recorded it, or a newer one", format, Format)
	}
	rd.format = format
	line, ok = r.next()
	if !ok {
		return rd.truncated()
	}
	return rd.headerJSON(line)
}

// headerJSON decodes and checks the header line.
func (rd *Reader) headerJSON(line string) error {
	r, h := &rd.r, &rd.Header
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(h); err != nil {
		return r.fail("the header is not the JSON object -record writes: %s", cut(err.Error(), 200)) // the error may quote a key of megabytes
	}
	if dec.More() {
		return r.fail("the header line holds more than one JSON value")
	}
	if first, again, ok := repeatedKey(line); ok {
		if first == again {
			return r.fail("the header names %q twice (JSON would keep the last quietly): keep one", clip(first))
		}
		return r.fail("the header names %q and %q, which JSON reads as the same field (it matches names ignoring case, and would keep the last quietly): keep one",
			clip(first), clip(again))
	}
	switch {
	case h.Simulation < 1:
		return r.fail(`the header's "simulation" must be a version from 1, got %d`, h.Simulation)
	case h.Source == "" || h.Scene == "":
		return r.fail(`the header needs a "source" and the scene's text in "scene"`)
	case h.Cubes < -1 || h.Cubes > scenes.MaxCount:
		return r.fail(`the header's "cubes" must be -1 (the scene's counts) or a count from 0 to %d (scenes.MaxCount, the cap -cubes has), got %d: -record never writes that`, scenes.MaxCount, h.Cubes)
	case h.Panic != "" && rd.format >= 3:
		return r.fail(`the header has a "panic": from format 3 the panic is kept in a %q line before the end line`, panicWord+` "..."`)
	}
	return nil
}

// repeatedKey returns two keys of the JSON object in line, at its top
// level, that encoding/json reads as the same field: the same key twice,
// or two spellings that differ only in case ("seed" and "Seed"), since it
// matches a key to a field ignoring case. line has been decoded already,
// so it is well formed.
func repeatedKey(line string) (first, again string, ok bool) {
	dec := json.NewDecoder(strings.NewReader(line))
	if _, err := dec.Token(); err != nil { // the opening brace
		return "", "", false
	}
	seen := map[string]string{} // folded key → the key as first written
	for dec.More() {
		tok, err := dec.Token()
		key, isKey := tok.(string)
		if err != nil || !isKey {
			return "", "", false
		}
		folded := strings.ToLower(strings.ToUpper(key))
		if prev, dup := seen[folded]; dup {
			return prev, key, true
		}
		seen[folded] = key
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return "", "", false
		}
	}
	return "", "", false
}

// reload reads a reload line: the text a reload read, or its error.
func (rd *Reader) reload(word, rest string) (Reload, error) {
	text, err := rd.quoted(word, rest)
	if err != nil {
		return Reload{}, err
	}
	if word == reloadFailed {
		return Reload{Error: text}, nil
	}
	return Reload{Text: text}, nil
}

// quoted reads the JSON string that follows the word of a line.
func (rd *Reader) quoted(word, rest string) (string, error) {
	var text string
	if err := json.Unmarshal([]byte(rest), &text); err != nil {
		return "", rd.r.fail("a %s line holds one JSON string, got %q", word, clip(rest))
	}
	return text, nil
}

// panicLine reads the panic line of format 3: what the recorded run
// panicked with in its last frame.
func (rd *Reader) panicLine(rest string) error {
	text, err := rd.quoted(panicWord, rest)
	switch {
	case err != nil:
		return err
	case text == "":
		return rd.r.fail("the panic line holds an empty message")
	case rd.frames == 0:
		return rd.r.fail("a panic line follows the frame that panicked, and there is no frame before it")
	case len(rd.reloads)+len(rd.dropped) > 0:
		return rd.r.fail("a reload or drop line must come before the frame it belongs to, not before the panic line")
	}
	rd.Panic = text
	return nil
}

// end reads the end line: the number of frames, which must be the number
// read, and nothing after it. A last line without its newline is whole
// when its count is right (an editor may drop the final newline); with a
// wrong count it is more likely cut short, and said so.
func (rd *Reader) end(rest string, newline bool) error {
	r := &rd.r
	n, err := strconv.Atoi(rest)
	switch {
	case err != nil:
		return r.fail("the end line is %q N, got %q", endWord, clip(endWord+" "+rest))
	case n != rd.frames && !newline:
		return r.fail("the file ends with %q, no newline and a count that is not the %d frames it holds: it is truncated (was the file cut, or copied while being written?)", clip(endWord+" "+rest), rd.frames)
	case n != rd.frames:
		return r.fail("the end line counts %d frames, but the file holds %d (lines were added or removed)", n, rd.frames)
	case len(rd.reloads)+len(rd.dropped) > 0:
		return r.fail("a reload or drop line must come before the frame it belongs to, not before the end line")
	case !r.atEnd():
		r.next()
		return r.fail("there is more after the end line")
	}
	return nil
}
