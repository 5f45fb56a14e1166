// Package app is the Cubefall program: the command line (flags.go), the
// world built from a scene and scheduled (this file), the window or
// headless frame loop (loop.go, display.go, windowstate.go), recording and
// replay (tape.go), the statistics (stats.go, slowframes.go) and saving
// (save.go). It reaches GL and GLFW only through package render. The
// root's main.go locks the main thread and calls [Main].
package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
	"cubefall/view"
)

// Exit codes: the contract in the "Exit codes" section of docs/usage.md, which
// scripts and the end-to-end tests rely on.
const (
	exitOK        = 0
	exitFailure   = 1 // invalid scene, or a failure while running
	exitUsage     = 2 // invalid command line
	exitNoDisplay = 3 // no display or no usable OpenGL
)

// fixedStep is the simulation's time step: 60 physics steps per second.
const fixedStep = time.Second / 60

// run is the whole program, minus os.Exit and the signals, so that tests
// can call it.
func run(args []string, stdout, stderr io.Writer) int {
	return Main(context.Background(), args, stdout, stderr)
}

// Main runs Cubefall with the command-line arguments args (without the
// program's name) and returns the exit code (see "Exit codes" in
// docs/usage.md). It runs until ctx is cancelled (main cancels it on SIGINT,
// SIGTERM and SIGHUP, see [CatchEndSignals]): whatever the program is doing then, the run ends in
// order with exit 0, the statistics written, and the screenshot too once a
// frame was drawn (a run stopped before its world was spawned has none).
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseCommandLine(args, stdout, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	if cfg.version {
		writeVersion(stdout)
		return exitOK
	}
	log := newLogger(stderr, cfg.verbose)
	log.Debug("command line", "args", args)
	if cfg.check {
		return checkInTime(ctx, cfg, log, stdout, stderr)
	}
	sc, tp, err := openInTime(ctx, &cfg, log)
	if err != nil && ctx.Err() != nil {
		return endBeforeStart(ctx, cfg, nil, log, stdout, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	// The same check Spawn makes, made before anything else (a window, a
	// spawn), so -check says what a run would (check.go) and a run that
	// cannot spawn says why with exit 1 even where no display could be
	// opened.
	if err := sc.Check(cfg.overrides()); err != nil {
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		return exitFailure
	}
	if ctx.Err() != nil {
		return endBeforeStart(ctx, cfg, sc, log, stdout, stderr)
	}
	var disp *display
	if !cfg.headless {
		var code int
		if disp, code = openDisplay(cfg, windowTitle(sc.Name), log, stderr); code != exitOK {
			return code
		}
		defer disp.close()
		showLoading(disp.win, disp.r, log, sc.EntityCount(cfg.overrides()), systems.Printable(sc.Name))
	}
	a, err := spawnApp(ctx, cfg, sc, log)
	if err != nil && ctx.Err() != nil {
		return endBeforeStart(ctx, cfg, sc, log, stdout, stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		return exitFailure
	}
	defer a.sched.Shutdown()
	defer ecs.GetResource[ecs.Workers](a.world).Close()
	// From here a signal stops the scheduler within the frame under way,
	// between two fixed steps or two systems (see ecs.Stop).
	defer context.AfterFunc(ctx, ecs.GetResource[ecs.Stop](a.world).Request)()
	if err := a.attach(tp); err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	defer a.keepRecordingOnPanic()
	log.Debug("frame loop starts")
	if disp == nil {
		a.runHeadless(ctx)
	} else if err := a.loop(ctx, disp.win, disp.r); err != nil {
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		a.report(stdout, stderr) // the statistics are still worth keeping
		return exitFailure
	}
	logInterrupt(ctx, log)
	return a.finish(stdout, stderr)
}

func newLogger(w io.Writer, verbose bool) *slog.Logger {
	level := slog.LevelInfo
	if verbose {
		level = slog.LevelDebug
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level}))
}

// overrides turns -cubes and -seed into scene overrides.
func (c config) overrides() scenes.Overrides {
	return scenes.Overrides{Cubes: c.cubes, Seed: c.seed}
}

// loadScene opens the scene named by -scene: a shipped name or a file.
// The reading gives up, with an error, soon after ctx is cancelled.
func loadScene(ctx context.Context, cfg config, log *slog.Logger) (*scenes.Scene, error) {
	start := time.Now()
	stop := func() bool { return ctx.Err() != nil }
	sc, err := scenes.DefaultRegistry().WithStop(stop).Open(cfg.scene)
	if err != nil {
		return nil, err
	}
	log.Debug("scene parsed", "source", sc.Source, "took", time.Since(start))
	return sc, nil
}

// openInTime is openPlay, given up when ctx is cancelled first: reading
// a scene file near the size cap takes seconds, too long to keep Ctrl-C
// waiting. The reading stops soon after in its goroutine (the scene's
// reader polls ctx), on its own copy of cfg.
func openInTime(ctx context.Context, cfg *config, log *slog.Logger) (*scenes.Scene, *tape, error) {
	type opened struct {
		cfg config
		sc  *scenes.Scene
		tp  *tape
		err error
	}
	done := make(chan opened, 1)
	go func(c config) {
		sc, tp, err := openPlay(ctx, &c, log)
		done <- opened{c, sc, tp, err}
	}(*cfg)
	select {
	case o := <-done:
		*cfg = o.cfg
		return o.sc, o.tp, o.err
	case <-ctx.Done():
		return nil, nil, context.Cause(ctx)
	}
}

// spawnApp is newApp, given up when ctx is cancelled first: spawning a
// million cubes takes about a hundred times as long as the default scene
// (docs/performance.md, spawn), too long to keep Ctrl-C waiting. The
// spawn goes on in its goroutine, unseen, until the program exits.
func spawnApp(ctx context.Context, cfg config, sc *scenes.Scene, log *slog.Logger) (*app, error) {
	type spawned struct {
		a   *app
		err error
	}
	done := make(chan spawned, 1)
	go func() {
		a, err := newApp(cfg, sc, log)
		done <- spawned{a, err}
	}()
	select {
	case s := <-done:
		return s.a, s.err
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// endBeforeStart ends a run interrupted before its world was spawned: the
// statistics are those of a run of no frames (so -stats-json exists
// whenever a run ended in order), and there is no screenshot, since
// nothing was drawn. sc is nil when the scene was still being read.
func endBeforeStart(ctx context.Context, cfg config, sc *scenes.Scene, log *slog.Logger, stdout, stderr io.Writer) int {
	logInterrupt(ctx, log)
	w := ecs.NewWorld()
	ecs.AddResource(w, &systems.SceneRef{Scene: sc, Overrides: cfg.overrides()})
	a := &app{cfg: cfg, log: log, world: w, stats: newFrameStats()}
	return a.report(stdout, stderr)
}

// logInterrupt says which signal ended the run, if one did.
func logInterrupt(ctx context.Context, log *slog.Logger) {
	if ctx.Err() != nil {
		log.Info("stopping", "cause", context.Cause(ctx))
	}
}

// app is a running Cubefall: the world, its scheduler and the statistics.
type app struct {
	cfg   config
	log   *slog.Logger
	world *ecs.World
	sched *ecs.Scheduler
	stats *frameStats

	// beforeFrame, when set, is called before every frame with the frame's
	// number; tests use it to feed synthetic input.
	beforeFrame func(n int, w *ecs.World)
	// shotName names the file an F12 screenshot is saved to.
	shotName func() string
	// saveBase, when set, names the file F6 saves to (tests); otherwise
	// saveName makes a time-stamped name.
	saveBase func() string
	// tape records the run (-record) or plays one back (-replay); nil
	// when neither, and then no world hash is computed.
	tape *tape
	// shown is the state followState last applied to the window.
	shown shownState
	// unshown is set while a drawn picture waits for its SwapBuffers,
	// which the next frame makes after its systems (see frame).
	unshown bool
	// swapAtOnce swaps each picture as soon as it is drawn, in the order
	// Poll → systems → Draw → SwapBuffers: the baseline tool's yardstick
	// for what drawing while simulating gains.
	swapAtOnce bool
	// slow counts the windowed frames in a row that took longer than
	// slowFrame; slowWarning is the warning once they were too many, and
	// warnedSlow is set once the HUD showed it.
	slow        int
	slowWarning string
	warnedSlow  bool
	// page is what a run in a browser shows its page (status line, F6
	// as a download); empty elsewhere.
	page pageState //lint:ignore U1000 used by page_js.go, in the browser build
}

// newApp spawns the scene into a new world and schedules the systems.
func newApp(cfg config, sc *scenes.Scene, log *slog.Logger) (*app, error) {
	w := ecs.NewWorld()
	// A config made in code without -workers (tests) runs serially.
	ecs.AddResource(w, ecs.NewWorkers(max(cfg.workers, 1)))
	systems.AddResources(w)
	view.AddResources(w)
	inspector.AddResources(w)
	adaptBindings(ecs.GetResource[resources.Bindings](w))
	logKeys(log, ecs.GetResource[resources.Bindings](w))
	in := ecs.GetResource[resources.Input](w)
	in.Width, in.Height = cfg.width, cfg.height
	ecs.GetResource[resources.ViewOptions](w).Fullscreen = cfg.fullscreen
	ecs.GetResource[resources.InspectorState](w).Open = cfg.inspect
	start := time.Now()
	o := cfg.overrides()
	sp, err := spawnUncollected(func() (*scenes.Spawned, error) { return sc.SpawnEntities(w, o) })
	if err != nil {
		return nil, err
	}
	ecs.AddResource(w, &systems.SceneRef{Scene: sc, Overrides: o, Named: sp.Named})
	log.Info("scene", "name", sc.Name, "source", sc.Source, "entities", w.Len(), "spawn", time.Since(start).Round(time.Millisecond))
	releaseSpawnScratch()
	s := ecs.NewScheduler(w, fixedStep)
	systems.Schedule(s)
	view.Schedule(s)
	inspector.Schedule(s)
	if err := s.Init(); err != nil {
		return nil, err
	}
	a := &app{cfg: cfg, log: log, world: w, sched: s, stats: newFrameStats(), shotName: timestampedName}
	a.shown.fullscreen = cfg.fullscreen // the window opens as asked
	return a, nil
}

// logKeys logs the start hint and every key binding at debug level, so
// -v shows the controls in the terminal too.
func logKeys(log *slog.Logger, b *resources.Bindings) {
	log.Debug("hint", "text", view.StartHint(b))
	for _, bd := range b.List {
		log.Debug("key", "keys", bd.Keys, "action", bd.Description)
	}
}

// timestampedName is where F12 saves: cubefall-YYYYMMDD-HHMMSS.png in the
// working directory. When that name is taken, screenshotNow (loop.go) adds
// -2, -3 ... and never replaces a file.
func timestampedName() string {
	return "cubefall-" + time.Now().Format("20060102-150405") + ".png"
}

// finish writes what the run leaves behind (-record, -save, the
// statistics) and returns the exit code: 1 for a replay that left its
// recording or an output that could not be written.
func (a *app) finish(stdout, stderr io.Writer) int {
	code := exitOK
	fail := func(err error) {
		if err != nil {
			printError(stderr, "", err)
			code = exitFailure
		}
	}
	fail(a.tape.failure())
	a.logReplayed()
	for _, write := range []func() error{a.writeRecording, a.saveOnExit} {
		if err := write(); err != nil {
			fail(fmt.Errorf("cubefall: %w", err))
		}
	}
	if c := a.report(stdout, stderr); c != exitOK {
		return c
	}
	return code
}

// report prints -stats and writes -stats-json and -inspect-json.
func (a *app) report(stdout, stderr io.Writer) int {
	sum := a.stats.summary(a.world)
	if a.cfg.stats {
		if err := sum.print(stdout); err != nil {
			printError(stderr, "cubefall: ", err)
			return exitFailure
		}
	}
	if a.cfg.statsJSON != "" {
		if err := sum.writeJSON(a.cfg.statsJSON); err != nil {
			printError(stderr, "cubefall: ", err)
			return exitFailure
		}
	}
	if a.cfg.inspectJSON != "" {
		if err := writeInspectJSON(a.cfg.inspectJSON, a.world); err != nil {
			printError(stderr, "cubefall: ", err)
			return exitFailure
		}
	}
	return exitOK
}

// printError prints err after prefix, each line escaped with
// systems.Printable: an output's error names its path, which the command
// line gave and which may hold control characters, and scene text is
// shown escaped the same way.
func printError(w io.Writer, prefix string, err error) {
	for i, line := range strings.Split(err.Error(), "\n") {
		if i == 0 {
			line = prefix + line
		}
		fmt.Fprintln(w, systems.Printable(line))
	}
}
