package ecs_test

import (
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hit is the event of these tests.
type hit struct{ N int }

// drain reads every unread event of r.
func drain(r *ecs.MessageReader[hit]) []int {
	var got []int
	for h := range r.Read() {
		got = append(got, h.N)
	}
	return got
}

func TestMessagesEveryReaderSeesEachEventOnce(t *testing.T) {
	ev := ecs.AddMessages[hit](ecs.NewWorld(), 8)
	a, b := ev.Reader(), ev.Reader()
	ev.Send(hit{1})
	ev.Send(hit{2})
	assert.Equal(t, []int{1, 2}, drain(a))
	assert.Empty(t, drain(a), "read once")
	ev.Send(hit{3})
	assert.Equal(t, []int{1, 2, 3}, drain(b), "a second reader is independent")
	assert.Equal(t, []int{3}, drain(a))
	late := ev.Reader()
	assert.Empty(t, drain(late), "a new reader starts at the end")
}

func TestMessagesBreakLeavesTheRest(t *testing.T) {
	ev := ecs.AddMessages[hit](ecs.NewWorld(), 8)
	r := ev.Reader()
	for i := range 4 {
		ev.Send(hit{i})
	}
	for range r.Read() {
		break
	}
	assert.Equal(t, []int{1, 2, 3}, drain(r))
}

// TestEventsSlowReaderLosesOldestAndIsTold checks the bound: a reader that
// falls more than the capacity behind keeps the newest events and counts
// the lost ones.
func TestMessagesSlowReaderLosesOldestAndIsTold(t *testing.T) {
	ev := ecs.AddMessages[hit](ecs.NewWorld(), 3) // rounded up to 4
	r := ev.Reader()
	for i := range 10 {
		ev.Send(hit{i})
	}
	assert.Equal(t, []int{6, 7, 8, 9}, drain(r))
}

// TestEventsAcrossFixedSteps sends from FixedUpdate and reads in Update and
// in FixedUpdate, over frames that run zero, one and five fixed steps: each
// reader sees every event exactly once, in order.
func TestMessagesAcrossFixedSteps(t *testing.T) {
	w := ecs.NewWorld()
	ev := ecs.AddMessages[hit](w, 64)
	s := ecs.NewScheduler(w, 10*time.Millisecond)
	s.SetMaxSteps(10)
	n := 0
	s.Add(ecs.FixedUpdate, "send", systemFunc(func(*ecs.World) { n++; ev.Send(hit{n}) }))
	fixedReader, frameReader := ev.Reader(), ev.Reader()
	var inFixed, inFrame []int
	s.Add(ecs.FixedUpdate, "readfixed", systemFunc(func(*ecs.World) { inFixed = append(inFixed, drain(fixedReader)...) }))
	s.Add(ecs.Update, "readframe", systemFunc(func(*ecs.World) { inFrame = append(inFrame, drain(frameReader)...) }))
	require.NoError(t, s.Init())
	for _, ms := range []int{3, 3, 3, 50, 1, 10, 0, 0, 50} { // 0, 0, 0 (9 ms), 5, ...
		s.Frame(time.Duration(ms) * time.Millisecond)
	}
	require.Positive(t, n)
	want := make([]int, n)
	for i := range want {
		want[i] = i + 1
	}
	assert.Equal(t, want, inFrame)
	assert.Equal(t, want, inFixed)
}

func TestMessagesMisuse(t *testing.T) {
	assertPanicMentions(t, func() { ecs.AddMessages[hit](ecs.NewWorld(), 0) },
		"AddMessages[ecs_test.hit]", "capacity 0", "at least 1")
}

func TestMessagesDoNotAllocate(t *testing.T) {
	ev := ecs.AddMessages[hit](ecs.NewWorld(), 16)
	r := ev.Reader()
	allocs := testing.AllocsPerRun(100, func() {
		ev.Send(hit{1})
		ev.Send(hit{2})
		for range r.Read() {
		}
	})
	assert.Zero(t, allocs)
}

// BenchmarkEvents sends a batch of events and reads them with one reader;
// ns/event is per event, sent and read.
func BenchmarkEvents(b *testing.B) {
	const batch = 64
	ev := ecs.AddMessages[hit](ecs.NewWorld(), batch)
	r := ev.Reader()
	sum := 0
	for b.Loop() {
		for i := range batch {
			ev.Send(hit{i})
		}
		for h := range r.Read() {
			sum += h.N
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batch), "ns/event")
	if sum < 0 {
		b.Fatal(sum)
	}
}

// A loop body that sends may wrap the ring under the reader's feet; Read
// must skip what was overwritten on every pass, not only when it starts, or
// it reads a slot that now holds a newer event.
func TestMessagesReadSkipsWhatTheLoopBodyOverwrote(t *testing.T) {
	ev := ecs.AddMessages[hit](ecs.NewWorld(), 4)
	r := ev.Reader()
	ev.Send(hit{0})
	var got []int
	for h := range r.Read() {
		got = append(got, h.N)
		if h.N == 0 {
			for i := 1; i <= 8; i++ {
				ev.Send(hit{i})
			}
		}
	}
	assert.Equal(t, []int{0, 5, 6, 7, 8}, got)
}
