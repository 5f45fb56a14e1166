package scenes

// String literals for the JSON parser in json.go.

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// stringNode parses a string value.
func (p *parser) stringNode() *node {
	off := p.pos
	s, ok := p.str()
	if !ok {
		return nil
	}
	n := p.newNode(kindString, off)
	n.text = s
	return n
}

// str parses a double-quoted string at p.pos and decodes its escapes.
func (p *parser) str() (string, bool) {
	if s, ok := p.plainStr(); ok {
		return s, true
	}
	start := p.pos
	p.pos++ // opening quote
	var buf []byte
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		if p.pos-start > maxStringBytes {
			p.longString(start)
			return "", false
		}
		switch {
		case c == '"':
			p.pos++
			return string(buf), true
		case c == '\\':
			if !p.escape(&buf) {
				return "", false
			}
		case c < 0x20:
			p.fail(p.pos, "control character in a string (a string cannot span lines)",
				"close the string with '\"' on the same line; write a newline as \\n")
			return "", false
		default:
			r, size := utf8.DecodeRuneInString(p.data[p.pos:])
			if r == utf8.RuneError && size == 1 {
				p.fail(p.pos, fmt.Sprintf("invalid UTF-8 byte 0x%02x in a string", c), "save the file as UTF-8")
				return "", false
			}
			buf = append(buf, p.data[p.pos:p.pos+size]...)
			p.pos += size
		}
	}
	p.fail(start, "unexpected end of file inside a string", "the string is not closed with '\"'")
	return "", false
}

// maxStringBytes caps a string of the file, in bytes as written, and is
// checked as the string is read: the longest text a scene holds is its
// description, MaxDescriptionLen characters, which even written as
// escapes (\ud83d\ude00 for one character) takes a few thousand bytes, so
// a string past the cap can only be a mistake, and reading it on would
// cost its whole length.
const maxStringBytes = 1 << 16

// longString stops the parse at the string that starts at off and runs
// past maxStringBytes.
func (p *parser) longString(off int) {
	p.fail(off, fmt.Sprintf("a string longer than %d bytes, over the cap of %d (the longest text a scene holds is a description of %d characters)",
		maxStringBytes, maxStringBytes, MaxDescriptionLen), "is a closing '\"' missing? shorten the text")
}

// plainStr is str's fast path for a string with no escape and no control
// character, the usual case: a slice of the source, with no copy. For
// anything else it reports false and leaves p.pos alone, and str decodes
// the string (and reports what is wrong with it).
func (p *parser) plainStr() (string, bool) {
	for i := p.pos + 1; i < len(p.data) && i-p.pos <= maxStringBytes; i++ {
		switch c := p.data[i]; {
		case c == '"':
			s := p.data[p.pos+1 : i]
			if !utf8.ValidString(s) {
				return "", false
			}
			p.pos = i + 1
			return s, true
		case c == '\\' || c < 0x20:
			return "", false
		}
	}
	return "", false
}

// escape decodes one backslash escape into buf.
func (p *parser) escape(buf *[]byte) bool {
	if p.pos+1 >= len(p.data) {
		p.fail(p.pos, "unexpected end of file inside a string", "the string is not closed with '\"'")
		return false
	}
	c := p.data[p.pos+1]
	if r, ok := unescape(c); ok {
		*buf = append(*buf, r)
		p.pos += 2
		return true
	}
	if c != 'u' {
		p.fail(p.pos, fmt.Sprintf("invalid escape \\%c in a string", c), `valid escapes: \" \\ \/ \b \f \n \r \t \uXXXX`)
		return false
	}
	r, ok := p.hex4(p.pos + 2)
	if !ok {
		return false
	}
	start := p.pos
	p.pos += 6
	if utf16.IsSurrogate(r) {
		r2, _ := p.lowSurrogate()
		if r = utf16.DecodeRune(r, r2); r == utf8.RuneError {
			p.unpaired(start)
			return false
		}
	}
	*buf = utf8.AppendRune(*buf, r)
	return true
}

// unpaired reports the \uXXXX escape at off, a UTF-16 surrogate that is
// not half of a pair. JSON writes a character beyond U+FFFF as two
// escapes, a high surrogate (\ud800 to \udbff) and then a low one
// (\udc00 to \udfff); either half alone is no character at all, so it is
// named as written, never as the U+FFFD a decoder would put in its place.
func (p *parser) unpaired(off int) {
	r, _ := p.hex4(off + 2)
	half, other := "first", `the second (\udc00 to \udfff) does not follow it`
	if r >= 0xDC00 {
		half, other = "second", `the first (\ud800 to \udbff) does not come before it`
	}
	p.fail(off, fmt.Sprintf(`unpaired surrogate %s (U+%04X) in a string: it is the %s half of a UTF-16 pair, and %s`, p.data[off:off+6], r, half, other),
		`write the character itself, or both halves of its pair, e.g. \ud83d\ude00 for U+1F600`)
}

// unescape maps the letter of a one-character escape to its byte.
func unescape(c byte) (byte, bool) {
	switch c {
	case '"', '\\', '/':
		return c, true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	}
	return 0, false
}

// lowSurrogate reads the \uXXXX that completes a UTF-16 surrogate pair.
func (p *parser) lowSurrogate() (rune, bool) {
	if p.pos+6 > len(p.data) || p.data[p.pos] != '\\' || p.data[p.pos+1] != 'u' {
		return 0, false
	}
	save := p.err
	r, ok := p.hex4(p.pos + 2)
	if !ok {
		p.err = save
		return 0, false
	}
	p.pos += 6
	return r, true
}

// hex4 decodes the four hex digits of a \u escape starting at off.
func (p *parser) hex4(off int) (rune, bool) {
	if off+4 > len(p.data) {
		p.fail(off-2, "unexpected end of file inside a \\u escape", "")
		return 0, false
	}
	v, err := strconv.ParseUint(p.data[off:off+4], 16, 32)
	if err != nil {
		p.fail(off-2, "invalid \\u escape: expected four hex digits", "e.g. \\u00e9")
		return 0, false
	}
	return rune(v), true
}
