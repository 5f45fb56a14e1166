package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"cubefall/ecs"
	"cubefall/recording"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
)

// This file is -record and -replay: the tape a run writes its frames to,
// or plays them back from. The file format is package recording's; here is
// where the frame loops hand their input, delta and world over.

// tape records a run (out), replays one (play), or both at once. A nil
// *tape does nothing and costs nothing: without -record or -replay no
// world hash is ever computed. Either way it holds one frame at a time:
// the one being recorded is written when it ends, and the one being
// replayed is read from the file when it begins, so a run of any length
// records and replays in bounded memory (package recording).
type tape struct {
	// recordTo is the -record file, and header its header; out writes it
	// once the spawn's hash is known (attach). out is nil when not
	// recording, and again once the file is written.
	recordTo string
	header   recording.Header
	out      *recording.File
	panicMsg string // what the recorded run panicked with

	play   *recording.Reader // the frames -replay plays; nil when not replaying
	played recording.Summary // the recording, read through before frame 0
	file   string            // the -replay file, for messages
	frame  recording.Frame   // the replayed frame: frame read-1
	read   int               // the frames read from play
	// rerecord plays play's input without comparing hashes, to record it
	// again after a deliberate change of the simulation (the replay
	// test's -update).
	rerecord bool

	n       int             // the frame being run
	inFrame bool            // between begin and end: cur is not kept yet
	cur     recording.Frame // the frame being recorded
	reloads int             // reloads the replay gave back in this frame
	// maxScene, when set, replaces recording.MaxScene as the longest
	// scene text a reload may keep (tests use a small one).
	maxScene int
	err      error // the first divergence of a replay
}

// openPlay opens what the run plays: the -scene (with its text, when
// recording), or the recording -replay names and its scene. For a replay
// it sets cfg's overrides and window size from the recording.
func openPlay(ctx context.Context, cfg *config, log *slog.Logger) (*scenes.Scene, *tape, error) {
	if cfg.replay != "" {
		return openReplay(cfg, log)
	}
	sc, err := loadScene(ctx, *cfg, log)
	if err != nil || cfg.record == "" {
		return sc, nil, err
	}
	text, err := scenes.ReadSource(sc.Source)
	if err == nil {
		sc, err = scenes.ParseSource(sc.Source, text) // the scene of exactly the text kept
	}
	if err != nil {
		return nil, nil, err
	}
	if err := recording.SceneFits(sc.Source, text, recording.MaxScene); err != nil {
		return nil, nil, fmt.Errorf("cubefall: -record: %w", err)
	}
	o := cfg.overrides()
	seed := sc.Seed
	if o.Seed != nil {
		seed = *o.Seed
	}
	h := recording.Header{Simulation: systems.SimulationVersion,
		Source: sc.Source, Scene: string(text), Seed: seed, SeedGiven: o.Seed != nil, Cubes: max(o.Cubes, scenes.KeepCounts), Inspect: cfg.inspect}
	return sc, &tape{recordTo: cfg.record, header: h}, nil
}

// openReplay opens the -replay recording and the scene it holds. It
// reads the file through first (recording.Scan), so that a damaged file
// is refused before anything runs, then opens it again to play it frame
// by frame, and reads frame 0, whose window size the run opens with.
func openReplay(cfg *config, log *slog.Logger) (*scenes.Scene, *tape, error) {
	played, err := recording.Scan(cfg.replay)
	if err != nil {
		return nil, nil, fmt.Errorf("cubefall: replay: %w", err)
	}
	t := &tape{played: played, file: cfg.replay}
	play := &t.played
	if play.Simulation != systems.SimulationVersion && !cfg.rerecord {
		return nil, nil, t.fail(-1, "it was recorded with simulation version %d and this build runs version %d (systems.SimulationVersion): the same input now makes another world; record the play-through again",
			play.Simulation, systems.SimulationVersion)
	}
	sc, err := scenes.ParseSource(play.Source, []byte(play.Scene))
	if err != nil {
		return nil, nil, t.fail(-1, "the scene it holds (%s) does not load: %v", play.Source, err)
	}
	if err := t.sameSceneAs(cfg); err != nil {
		return nil, nil, err
	}
	t.recordToo(cfg)
	cfg.cubes, cfg.seed = play.Cubes, nil
	cfg.inspect = play.Inspect // the gravity gun acts on the inspector's selection
	if seed := play.Seed; play.SeedGiven || seed != sc.Seed {
		cfg.seed = &seed // -seed was given: every scene the run loads gets it
	}
	if err := t.fits(sc, cfg); err != nil {
		return nil, nil, err
	}
	if err := t.openFrames(cfg); err != nil {
		return nil, nil, err
	}
	log.Info("replay", "file", cfg.replay, "scene", play.Source, "frames", play.Frames)
	return sc, t, nil
}

// fits makes the check Spawn makes (sc.Check) with the recording's
// counts, and blames what failed on the recording, whose header gave
// them, not on a -cubes that was never given.
func (t *tape) fits(sc *scenes.Scene, cfg *config) error {
	err := sc.Check(cfg.overrides())
	switch {
	case err == nil:
		return nil
	case t.played.Cubes >= 0:
		return t.fail(-1, `the header's "cubes" (%d) does not fit the scene it holds, as -cubes %d would not: %v`, t.played.Cubes, t.played.Cubes, err)
	}
	return t.fail(-1, "the scene it holds does not spawn: %v", err)
}

// openFrames opens the recording to play it frame by frame and reads
// frame 0, whose window size the run opens with unless -width or
// -height was given.
func (t *tape) openFrames(cfg *config) error {
	var err error
	if t.play, err = recording.Open(cfg.replay); err != nil {
		return fmt.Errorf("cubefall: replay: %w", err)
	}
	if t.played.Frames == 0 {
		return t.play.Close() // no frame to read
	}
	if !t.fetch(0) {
		return t.err
	}
	if !cfg.sizeGiven {
		cfg.width, cfg.height = max(t.frame.Input.Width, 1), max(t.frame.Input.Height, 1)
	}
	return nil
}

// sameSceneAs refuses a -scene given beside -replay whose text is not the
// recording's: the recording would not replay on it.
func (t *tape) sameSceneAs(cfg *config) error {
	if !cfg.sceneGiven {
		return nil
	}
	sc, err := scenes.Open(cfg.scene)
	if err != nil {
		return err
	}
	text, err := scenes.ReadSource(sc.Source)
	if err != nil {
		return err
	}
	switch {
	case string(text) == t.played.Scene:
	case sc.Source == t.played.Source:
		return t.fail(-1, "the scene %s has changed since the recording (leave -scene out to replay on the scene as it was recorded)",
			scenes.Clip(sc.Source))
	default:
		return t.fail(-1, "it was recorded with the scene %s, and -scene %s is a different file (leave -scene out to replay on the recorded scene)",
			scenes.Clip(t.played.Source), scenes.Clip(cfg.scene))
	}
	return nil
}

// recordToo makes -replay with -record record the replay too: the same
// scene, seed and counts.
func (t *tape) recordToo(cfg *config) {
	if cfg.record == "" {
		return
	}
	t.recordTo, t.header = cfg.record, t.played.Header
	t.header.Simulation = systems.SimulationVersion
	t.header.Panic = ""
}

// fetch reads frame n of the replay, the frame after the last one read,
// unless it was read already. It returns false when the file cannot give
// it: it changed after it was read through before frame 0.
func (t *tape) fetch(n int) bool {
	if t.read == n+1 {
		return true
	}
	f, err := t.play.Next()
	if err != nil {
		t.play.Close()
		t.err = t.fail(n, "the recording could not be read again: %v (was the file changed while it was replayed?)", err)
		return false
	}
	t.frame, t.read = f, n+1
	if t.read == t.played.Frames {
		t.play.Close()
	}
	return true
}

// fail returns an error naming the replayed file and, from 0, the frame.
func (t *tape) fail(frame int, format string, args ...any) error {
	where := t.file
	if frame >= 0 {
		where = fmt.Sprintf("%s: frame %d", t.file, frame)
	}
	return fmt.Errorf("cubefall: replay %s: %s", where, fmt.Sprintf(format, args...))
}

// attach starts the tape on a's freshly spawned world: it checks (or
// records) the world hash after the spawn and routes the scene's reloads
// through the tape.
func (a *app) attach(t *tape) error {
	if t == nil {
		return nil
	}
	a.tape = t
	ecs.GetResource[systems.SceneRef](a.world).Open = t.open
	h := recording.Hash(a.world.Hash())
	if t.play != nil && !t.rerecord && h != t.played.Spawn {
		return t.fail(0, "the world spawned from the recorded scene differs from the recorded one (hash %s, recorded %s): the scene's text or the way scenes spawn changed since it was recorded",
			h, t.played.Spawn)
	}
	if t.recordTo != "" {
		t.header.Spawn = h
		t.out = recording.Create(t.recordTo, t.header)
	}
	return nil
}

// checkReplay is -check with -replay: besides the checks a run makes
// before its window opens, it spawns the recorded scene and compares the
// world's hash with the one recorded after the spawn, as a replay's
// first step does, so -check says "ok" only for a recording that starts
// to replay.
func checkReplay(cfg config, sc *scenes.Scene, t *tape, log *slog.Logger) error {
	if !t.replaying() {
		return nil
	}
	a, err := newApp(cfg, sc, log)
	if err != nil {
		return fmt.Errorf("cubefall: %w", err)
	}
	defer a.sched.Shutdown()
	defer ecs.GetResource[ecs.Workers](a.world).Close()
	return a.attach(t)
}

// more reports whether the replay has frame n; without a replay there is
// no limit.
func (t *tape) more(n int) bool {
	if t == nil || t.play == nil {
		return true
	}
	return n < t.played.Frames && t.err == nil && t.fetch(n)
}

// replaying reports whether the run plays a recording.
func (t *tape) replaying() bool { return t != nil && t.play != nil }

// begin starts frame n: a replay replaces the input with the recorded one
// and returns the recorded delta; a recording keeps the input the systems
// are about to read. dt is the frame's own delta.
func (t *tape) begin(n int, in *resources.Input, dt time.Duration) time.Duration {
	if t == nil {
		return dt
	}
	t.n, t.inFrame = n, true
	if t.play != nil {
		f := &t.frame
		f.Input.Apply(in)
		dt = f.Delta
		t.reloads = 0
	}
	t.cur = recording.Frame{Delta: dt, Input: recording.Capture(in)}
	return dt
}

// end finishes frame n with the world it made: a recording keeps its
// hash, a replay compares it with the recorded one. It returns false when
// the replay must stop: the world left the recorded run.
func (t *tape) end(n int, w *ecs.World) bool {
	if t == nil {
		return true
	}
	t.inFrame = false
	h := recording.Hash(w.Hash())
	if t.out != nil {
		t.cur.Hash = h
		t.out.WriteFrame(&t.cur) // an error is kept, and reported when the file is closed
	}
	if t.play == nil || t.rerecord || t.err != nil {
		return t.err == nil
	}
	f := &t.frame
	switch {
	case t.crashFrame(n):
		t.err = t.fail(n, "the recorded run panicked in this frame (%s), and this build ran it to its end; frames 0 to %d matched, so the fault is gone, or came from something the recording does not hold", t.played.Panic, n-1)
	case t.reloads != len(f.Reloads):
		t.err = t.fail(n, "the recording has %d reloads in this frame, the replay made %d: the replayed run has left the recorded one", len(f.Reloads), t.reloads)
	case h != f.Hash:
		t.err = t.fail(n, "the world differs from the recorded one (hash %s, recorded %s); frames 0 to %d matched. The simulation, the scene or the file changed since it was recorded",
			h, f.Hash, n-1)
	}
	return t.err == nil
}

// crashFrame reports whether frame n is the one the recorded run panicked
// in: the last frame of a recording with a Panic.
func (t *tape) crashFrame(n int) bool {
	return t.play != nil && t.played.Panic != "" && n == t.played.Frames-1
}

// panicked keeps the frame under way when the run panics: its input, a
// hash of 0 and the panic's message, so that the recording ends with the
// moment of the fault. It reports whether there was a frame to keep.
func (t *tape) panicked(value any) bool {
	if t == nil || t.out == nil || !t.inFrame {
		return false
	}
	t.inFrame = false
	t.cur.Hash = 0
	t.out.WriteFrame(&t.cur)
	t.panicMsg = fmt.Sprint(value)
	return true
}

// sceneCap is the longest scene text the tape keeps: recording.MaxScene,
// or maxScene when a test sets it.
func (t *tape) sceneCap() int {
	if t.maxScene > 0 {
		return t.maxScene
	}
	return recording.MaxScene
}

// open is the scene's reload (R) during a recording or a replay: a
// recording reads the file and keeps its text (or the error) in the
// frame; a replay gives back the text the recording kept.
func (t *tape) open(source string) (*scenes.Scene, error) {
	if t.play != nil {
		return t.replayReload(source)
	}
	text, err := scenes.ReadSource(source)
	if err == nil {
		err = recording.SceneFits(source, text, t.sceneCap())
	}
	if err != nil {
		t.cur.Reloads = append(t.cur.Reloads, recording.Reload{Error: err.Error()})
		return nil, err
	}
	t.cur.Reloads = append(t.cur.Reloads, recording.Reload{Text: string(text)})
	return scenes.ParseSource(source, text)
}

// replayReload gives back the next reload the recording kept in this
// frame (and keeps it again, when -record is given too).
func (t *tape) replayReload(source string) (*scenes.Scene, error) {
	kept := t.frame.Reloads
	t.reloads++
	if t.reloads > len(kept) {
		return nil, errors.New("the recording has no reload in this frame")
	}
	rl := kept[t.reloads-1]
	t.cur.Reloads = append(t.cur.Reloads, rl)
	if rl.Error != "" {
		return nil, errors.New(rl.Error)
	}
	return scenes.ParseSource(source, []byte(rl.Text))
}

// failure is the replay's divergence, if there was one.
func (t *tape) failure() error {
	if t == nil {
		return nil
	}
	return t.err
}

// writeRecording finishes -record when the run ends: the frames are in a
// temporary file beside it already, and it gets its name only now, whole
// (recording.File), so a file under that name is always complete.
func (a *app) writeRecording() error {
	if a.tape == nil || a.tape.out == nil {
		return nil
	}
	out := a.tape.out
	a.tape.out = nil // written once
	if err := out.Close(a.tape.panicMsg); err != nil {
		return fmt.Errorf("-record: %w", err)
	}
	a.log.Info("recorded", "path", a.tape.recordTo, "frames", out.Frames())
	return nil
}

// keepRecordingOnPanic, deferred around the frame loop, writes -record's
// recording when a frame panics, up to and including that frame, before
// the panic goes on: a crash is the very bug a recording exists to
// reproduce, and without this it would die with the process. A replay
// that panics where its recording did says so. A run that ends without
// finish (a window lost) gets its recording written here too, rather
// than leaving its temporary file behind.
func (a *app) keepRecordingOnPanic() {
	r := recover()
	if r == nil {
		if err := a.writeRecording(); err != nil {
			a.log.Error("the recording could not be written", "err", err)
		}
		return
	}
	if t := a.tape; t != nil && t.crashFrame(t.n) {
		a.log.Error("the replay panicked in the frame the recording panicked in", "frame", t.n, "recorded", t.played.Panic)
	}
	if a.tape.panicked(r) {
		if err := a.writeRecording(); err != nil {
			a.log.Error("the run panicked and its recording could not be written", "err", err)
		} else {
			a.log.Error("the run panicked; its recording ends with that frame: replay it with -replay", "path", a.cfg.record, "frame", a.tape.n)
		}
	}
	panic(r)
}

// logReplayed says that a replay reached its end with every hash equal.
func (a *app) logReplayed() {
	if t := a.tape; t != nil && t.play != nil && t.err == nil {
		a.log.Info("replayed: every frame's world hash matched the recording", "file", t.file, "frames", a.stats.frames)
	}
}
