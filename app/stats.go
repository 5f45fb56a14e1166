package app

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/systems"
)

// frameStats collects what -stats and -stats-json report. Means run over
// the whole run; percentiles over the most recent ringSize frames (or
// steps), so a run of any length holds its memory flat.
type frameStats struct {
	frames int
	total  time.Duration // sum of frame times
	sim    time.Duration // sum of time in the systems (simulation and collection)
	upload time.Duration // sum of time uploading instances to the GPU
	// inspector is the sum of time the renderer spent laying out and
	// drawing the inspector's panels (zero while it is closed).
	inspector time.Duration
	recent    recentTimes // frame times

	// steps and stepTotal count the fixed steps and their time, and
	// recentSteps holds each step's time: a frame's fixed-step time
	// shared out evenly over its steps.
	steps       int
	stepTotal   time.Duration
	recentSteps recentTimes
}

// ringSize is how many recent frame (or step) times the percentiles see
// (18 minutes at 60 fps, 512 KiB).
const ringSize = 1 << 16

// recentTimes is a ring of the most recent ringSize durations.
type recentTimes struct {
	times []time.Duration
	next  int
}

// add puts d in the ring, in place of the oldest once it is full.
func (r *recentTimes) add(d time.Duration) {
	if len(r.times) < ringSize {
		r.times = append(r.times, d)
		return
	}
	r.times[r.next] = d
	r.next = (r.next + 1) % ringSize
}

// inOrder returns the ring's durations from the oldest to the newest.
func (r *recentTimes) inOrder() []time.Duration {
	return append(slices.Clone(r.times[r.next:]), r.times[:r.next]...)
}

// percentiles returns the 50th, 95th and 99th percentiles of the ring, in
// milliseconds.
func (r *recentTimes) percentiles() (p50, p95, p99 float64) {
	sorted := slices.Sorted(slices.Values(r.times))
	return percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)
}

func newFrameStats() *frameStats { return &frameStats{} }

// record adds one frame: its total time, the part spent in the systems,
// and the part spent uploading instances.
func (s *frameStats) record(frame, sim, upload time.Duration) {
	s.frames++
	s.total += frame
	s.sim += sim
	s.upload += upload
	s.recent.add(frame)
}

// recordSteps adds one frame's fixed steps: how many it ran and how long
// they took together. A frame of several steps counts each at their
// mean, since the scheduler times them together.
func (s *frameStats) recordSteps(took time.Duration, steps int) {
	if steps <= 0 {
		return
	}
	s.steps += steps
	s.stepTotal += took
	for range steps {
		s.recentSteps.add(took / time.Duration(steps))
	}
}

// recordStepsOf records the steps of the frame the scheduler of w has
// just run, from its [ecs.SystemStats].
func (s *frameStats) recordStepsOf(w *ecs.World) {
	if st, ok := ecs.TryResource[ecs.SystemStats](w); ok {
		s.recordSteps(st.FixedLast, st.FixedStepsLast)
	}
}

// addInspector adds one frame's time in the inspector's draw.
func (s *frameStats) addInspector(d time.Duration) { s.inspector += d }

// summary is the report, in the shape of the -stats-json file.
type summary struct {
	Scene        string  `json:"scene"`
	Frames       int     `json:"frames"`
	Entities     int     `json:"entities"`
	FPSMean      float64 `json:"fps_mean"`
	FrameMSMean  float64 `json:"frame_ms_mean"`
	FrameMSP50   float64 `json:"frame_ms_p50"`
	FrameMSP95   float64 `json:"frame_ms_p95"`
	FrameMSP99   float64 `json:"frame_ms_p99"`
	GoMSMean     float64 `json:"go_ms_mean"`
	SimMSMean    float64 `json:"sim_ms_mean"`
	UploadMSMean float64 `json:"upload_ms_mean"`
	// InspectorDrawMSMean is the renderer's time on the inspector's
	// panels per frame; its systems' times are under Systems
	// ("inspect", "inspector").
	InspectorDrawMSMean float64 `json:"inspector_draw_ms_mean"`
	StepsPerFrame       float64 `json:"steps_per_frame"`
	// StepMSMean, StepMSP50 and StepMSP95 are the time of one fixed step
	// (every FixedUpdate system, commands included): what has to fit in
	// the 1/60 s it simulates for the simulation to keep up with the
	// clock.
	StepMSMean float64 `json:"step_ms_mean"`
	StepMSP50  float64 `json:"step_ms_p50"`
	StepMSP95  float64 `json:"step_ms_p95"`
	// StepMSEach is every fixed step's time, in the order they ran (the
	// most recent ringSize of them; a frame of several steps lists each
	// at their mean, as the percentiles count them), rounded to the
	// microsecond: how the cost of a step changes as a scene plays out,
	// which a mean or a percentile over the whole run hides.
	StepMSEach []float64          `json:"step_ms_each,omitempty"`
	Systems    map[string]float64 `json:"systems"`
	// CollideParts splits the collision system's time per frame (its
	// entry under Systems) into its parts (see systems.CollideParts.All);
	// absent from a world without the collision system.
	CollideParts map[string]float64 `json:"collide_parts,omitempty"`
	order        []string
	partOrder    []string // CollideParts' keys, in the order the system runs them
}

func (s *frameStats) summary(w *ecs.World) summary {
	sum := summary{Frames: s.frames, Entities: w.Len(), Systems: map[string]float64{}}
	if ref, ok := ecs.TryResource[systems.SceneRef](w); ok && ref.Scene != nil {
		sum.Scene = ref.Scene.Name
	}
	if s.frames > 0 {
		n := float64(s.frames)
		sum.FrameMSMean = msOf(s.total) / n
		sum.SimMSMean = msOf(s.sim) / n
		sum.UploadMSMean = msOf(s.upload) / n
		sum.InspectorDrawMSMean = msOf(s.inspector) / n
		sum.GoMSMean = sum.SimMSMean + sum.UploadMSMean
		if s.total > 0 {
			sum.FPSMean = n / s.total.Seconds()
		}
		sum.FrameMSP50, sum.FrameMSP95, sum.FrameMSP99 = s.recent.percentiles()
	}
	if s.steps > 0 {
		sum.StepMSMean = msOf(s.stepTotal) / float64(s.steps)
		sum.StepMSP50, sum.StepMSP95, _ = s.recentSteps.percentiles()
		sum.StepMSEach = microsecondsAsMS(s.recentSteps.inOrder())
	}
	if t, ok := ecs.TryResource[ecs.Time](w); ok && s.frames > 0 {
		sum.StepsPerFrame = float64(t.Steps) / float64(s.frames)
	}
	s.addSystems(&sum, w)
	s.addCollideParts(&sum, w)
	return sum
}

// addCollideParts adds the collision system's parts' mean time per frame
// of the run, if the world has the collision system.
func (s *frameStats) addCollideParts(sum *summary, w *ecs.World) {
	col, ok := ecs.TryResource[systems.Collisions](w)
	if !ok || s.frames == 0 {
		return
	}
	sum.CollideParts = map[string]float64{}
	for name, d := range col.Parts.All() {
		sum.CollideParts[name] = msOf(d) / float64(s.frames)
		sum.partOrder = append(sum.partOrder, name)
	}
}

// addSystems adds each system's mean time per frame of the run.
func (s *frameStats) addSystems(sum *summary, w *ecs.World) {
	stats, ok := ecs.TryResource[ecs.SystemStats](w)
	if !ok || s.frames == 0 {
		return
	}
	for _, st := range stats.Systems {
		sum.Systems[st.Name] = msOf(st.Total) / float64(s.frames)
		sum.order = append(sum.order, st.Name)
	}
}

// percentile returns the p-th percentile of sorted, in milliseconds
// (nearest rank).
func percentile(sorted []time.Duration, p int) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	return msOf(sorted[max(i-1, 0)])
}

// microsecondsAsMS returns each of ds in milliseconds, rounded to the
// microsecond, which keeps a long list in the JSON file short.
func microsecondsAsMS(ds []time.Duration) []float64 {
	ms := make([]float64, len(ds))
	for i, d := range ds {
		ms[i] = float64(d.Round(time.Microsecond).Microseconds()) / 1000
	}
	return ms
}

func msOf(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// print writes the -stats report.
func (s summary) print(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "scene %s: %d frames, %d entities\n", systems.Printable(s.Scene), s.Frames, s.Entities)
	fmt.Fprintf(&b, "fps      %.1f mean\n", s.FPSMean)
	fmt.Fprintf(&b, "frame ms %.2f mean, p50 %.2f, p95 %.2f, p99 %.2f\n", s.FrameMSMean, s.FrameMSP50, s.FrameMSP95, s.FrameMSP99)
	fmt.Fprintf(&b, "go ms    %.3f mean per frame (systems %.3f + upload %.3f)\n", s.GoMSMean, s.SimMSMean, s.UploadMSMean)
	fmt.Fprintf(&b, "steps    %.2f fixed (60 Hz) steps per frame; step ms %.2f mean, p50 %.2f, p95 %.2f\n", s.StepsPerFrame, s.StepMSMean, s.StepMSP50, s.StepMSP95)
	fmt.Fprintln(&b, "systems  mean ms per frame:")
	for _, name := range s.order {
		fmt.Fprintf(&b, "  %-12s %.3f\n", name, s.Systems[name])
	}
	if len(s.CollideParts) > 0 {
		fmt.Fprint(&b, "collide  mean ms per frame by part:")
		for _, name := range s.partOrder {
			fmt.Fprintf(&b, " %s %.3f", name, s.CollideParts[name])
		}
		fmt.Fprintln(&b)
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write statistics to standard output: %w", err)
	}
	return nil
}

// writeJSON writes the -stats-json file, atomically: a run killed or a
// disk filled while it writes leaves the previous file as it was.
func (s summary) writeJSON(path string) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, append(data, '\n')); err != nil {
		return fmt.Errorf("write statistics: %w", err)
	}
	return nil
}
