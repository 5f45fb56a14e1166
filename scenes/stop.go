package scenes

// Giving up a long read. A save of a million entities takes seconds to
// read and check; a program that is asked to end (a signal) must not
// wait for it. The reader polls a stop function now and then, in the
// two loops that walk a whole file: the parser's, once per value, and
// the row reader's, once per row. Polling costs a call and a compare per
// stopEvery values, nothing measurable beside reading them.
//
// A stopped read is a failed read: it ends with an error (never with a
// scene that holds part of the file), which the caller, who asked for
// the stop, throws away.

// stopEvery is how many values or rows the reader reads between two
// polls: a few milliseconds of reading at most.
const stopEvery = 4096

// stoppedMessage is the error of a read that was given up.
const stoppedMessage = "the reading was stopped before the end of the file: the program is ending"

// WithStop returns a registry with r's components whose reads ([Registry.Open],
// [Registry.Load], [Registry.Parse]) give up, with an error, soon after
// stop first reports true. stop is called from the reading goroutine
// every few thousand values (a context's Err != nil is a good one).
func (r *Registry) WithStop(stop func() bool) *Registry {
	c := *r
	c.stop = stop
	return &c
}

// stopped polls the parser's stop function every stopEvery values; once
// it reports true, the parse fails where it is.
func (p *parser) stopped() bool {
	if p.stop == nil {
		return false
	}
	if p.polls++; p.polls%stopEvery != 0 || !p.stop() {
		return false
	}
	p.fail(p.pos, stoppedMessage, "")
	return true
}

// stopped is the row reader's poll, every stopEvery rows: once the
// registry's stop function reports true, the checker records the
// problem, at off, and every later poll stops at once.
func (c *checker) stopped(off int) bool {
	if c.reg.stop == nil {
		return false
	}
	if c.halted {
		return true
	}
	if c.polls++; c.polls%stopEvery != 0 || !c.reg.stop() {
		return false
	}
	c.halted = true
	c.report(off, "$", "", "%s", stoppedMessage)
	return true
}
