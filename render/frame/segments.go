package frame

import "iter"

// This file is how a batch's instances may lie in runs with gaps between
// them. The render collection culls and writes a million cubes in pieces,
// side by side on several cores; each piece writes its drawn cubes at the
// place of its first row in the batch, which is known before any piece is
// culled, and so leaves a gap where its culled rows would have gone. The
// frame is then the runs, in piece order: what one loop over every cube
// would have written, with no instance moved to close the gaps up. The
// renderer gathers the runs as it uploads them into the GPU's buffer, one
// after another, and still draws the batch with one call.

// Segment is a run of a batch's instances: Instances[Start:End].
type Segment struct {
	Start, End int
}

// Len returns how many instances the batch draws.
func (b *Batch) Len() int {
	if len(b.Segments) == 0 {
		return len(b.Instances)
	}
	n := 0
	for _, s := range b.Segments {
		n += s.End - s.Start
	}
	return n
}

// Runs yields the batch's instances as runs of consecutive ones, in the
// order they are drawn: the whole of Instances (if it has any) while the
// batch has no segments, else each segment's run. No run is empty.
func (b *Batch) Runs() iter.Seq[[]Instance] {
	return func(yield func([]Instance) bool) {
		if len(b.Segments) == 0 {
			if len(b.Instances) > 0 {
				yield(b.Instances)
			}
			return
		}
		for _, s := range b.Segments {
			if s.End > s.Start && !yield(b.Instances[s.Start:s.End]) {
				return
			}
		}
	}
}

// AppendDrawn appends the batch's instances, in the order they are drawn,
// to dst and returns the extended slice: the batch with its gaps closed,
// for tests and tools that want one slice.
func (b *Batch) AppendDrawn(dst []Instance) []Instance {
	for run := range b.Runs() {
		dst = append(dst, run...)
	}
	return dst
}

// AddSegment adds Instances[start:end] to the runs the batch draws, after
// the others; an empty run adds nothing, and one that starts where the
// last ends lengthens it.
func (b *Batch) AddSegment(start, end int) {
	if end <= start {
		return
	}
	if k := len(b.Segments); k > 0 && b.Segments[k-1].End == start {
		b.Segments[k-1].End = end
		return
	}
	b.Segments = append(b.Segments, Segment{Start: start, End: end})
}
