package scenes

// Numbers and the words true, false and null for the JSON parser in
// json.go.

import "fmt"

// number parses a number literal and keeps its text: the checker converts
// it to the type the field needs (int64 for a seed, float32 for a force),
// so no precision is lost in between.
func (p *parser) number() *node {
	start := p.pos
	p.accept('-')
	first := p.pos
	if !p.digits() {
		p.fail(start, "invalid number: expected a digit", "JSON has no NaN or Infinity; write a finite number")
		return nil
	}
	if p.data[first] == '0' && p.pos-first > 1 {
		p.fail(start, "invalid number: leading zero", "write 7, not 07")
		return nil
	}
	if p.accept('.') && !p.digits() {
		p.fail(start, "invalid number: expected a digit after '.'", "write 1.0 or 1, not 1.")
		return nil
	}
	if p.accept('e') || p.accept('E') {
		if !p.accept('+') {
			p.accept('-')
		}
		if !p.digits() {
			p.fail(start, "invalid number: expected a digit in the exponent", "e.g. 1e3")
			return nil
		}
	}
	n := p.newNode(kindNumber, start)
	n.text = p.data[start:p.pos]
	return n
}

// accept consumes c if it is next.
func (p *parser) accept(c byte) bool {
	if p.pos < len(p.data) && p.data[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// digits consumes a run of digits and reports whether there was one.
func (p *parser) digits() bool {
	start := p.pos
	for p.pos < len(p.data) && p.data[p.pos] >= '0' && p.data[p.pos] <= '9' {
		p.pos++
	}
	return p.pos > start
}

// word parses true, false and null, and explains the usual impostors.
func (p *parser) word() *node {
	start := p.pos
	for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
		p.pos++
	}
	w := p.data[start:p.pos]
	switch w {
	case "true", "false":
		n := p.newNode(kindBool, start)
		n.boolean = w == "true"
		return n
	case "null":
		return p.newNode(kindNull, start)
	case "NaN", "Infinity", "inf", "Inf", "nan":
		p.fail(start, fmt.Sprintf("%s is not a JSON value", w), "JSON has no NaN or Infinity; write a finite number")
	case "True", "False", "TRUE", "FALSE", "None", "nil", "NULL", "Null":
		p.fail(start, fmt.Sprintf("%s is not a JSON value", w), "JSON spells them true, false and null")
	default:
		p.fail(start, fmt.Sprintf("unexpected word %s: expected a value", Quote(w)), "strings need double quotes")
	}
	return nil
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
