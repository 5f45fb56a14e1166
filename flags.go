package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"cubefall/scenes"
)

// config is the parsed command line; the README's flag table documents
// every field's flag.
type config struct {
	scene      string
	cubes      int    // scenes.KeepCounts: the scene's own counts
	seed       *int64 // nil: the scene's seed
	width      int
	height     int
	fullscreen bool
	vsync      bool
	frames     int // 0: until the window closes
	screenshot string
	check      bool
	headless   bool
	stats      bool
	statsJSON  string
	verbose    bool
	debugGL    bool
}

// Limits the command line accepts.
const (
	maxWindowSide = 16384 // the largest framebuffer side GL drivers allow
	defaultWidth  = 1280
	defaultHeight = 720
)

// errUsage marks a command-line error that has already been reported with
// the usage text; run turns it into exit code 2.
var errUsage = errors.New("invalid command line")

// parseFlags parses args. Errors are reported to stderr in the flag
// package's style (the problem, then the usage) and come back as errUsage;
// -h comes back as flag.ErrHelp.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	cfg := config{scene: scenes.Default, cubes: scenes.KeepCounts, width: defaultWidth, height: defaultHeight}
	fs := newFlagSet(&cfg, stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cfg, err
		}
		return cfg, errUsage
	}
	if err := cfg.validate(fs); err != nil {
		fmt.Fprintf(stderr, "%v\n", err)
		fs.Usage()
		return cfg, errUsage
	}
	return cfg, nil
}

func newFlagSet(cfg *config, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("cubefall", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { usage(fs) }
	fs.StringVar(&cfg.scene, "scene", cfg.scene, "scene `file or name`; shipped: "+strings.Join(scenes.Names(), ", "))
	fs.Func("cubes", fmt.Sprintf("override the count of every spawner in the scene, 0 to %d (default: the scene's)", scenes.MaxCount), intIn(&cfg.cubes, 0, scenes.MaxCount))
	fs.Func("seed", "override the scene's random `seed` (default: the scene's)", func(s string) error {
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			return errors.New("not an integer")
		}
		cfg.seed = &v
		return nil
	})
	fs.Func("width", fmt.Sprintf("window `width` in pixels, 1 to %d (default %d)", maxWindowSide, defaultWidth), intIn(&cfg.width, 1, maxWindowSide))
	fs.Func("height", fmt.Sprintf("window `height` in pixels, 1 to %d (default %d)", maxWindowSide, defaultHeight), intIn(&cfg.height, 1, maxWindowSide))
	fs.BoolVar(&cfg.fullscreen, "fullscreen", false, "fill the primary monitor")
	fs.BoolVar(&cfg.vsync, "vsync", false, "wait for the display's refresh")
	fs.Func("frames", "run `N` frames, then exit (default 0: until the window closes, or Ctrl-C)", intIn(&cfg.frames, 0, 1<<31-1))
	fs.Func("screenshot", "write a PNG of the last frame to `path` on exit", writablePath(&cfg.screenshot))
	fs.BoolVar(&cfg.check, "check", false, "validate the scene and exit: 0 valid, 1 invalid (errors on stderr); no window")
	fs.BoolVar(&cfg.headless, "headless", false, "run the simulation without a window or OpenGL, 1/60 s per frame")
	fs.BoolVar(&cfg.stats, "stats", false, "print frame-time and per-system statistics on exit")
	fs.Func("stats-json", "write the statistics as JSON to `path` on exit", writablePath(&cfg.statsJSON))
	fs.BoolVar(&cfg.verbose, "v", false, "verbose: log at debug level")
	fs.BoolVar(&cfg.debugGL, "debug-gl", false, "report OpenGL errors (KHR_debug where available)")
	return fs
}

func usage(fs *flag.FlagSet) {
	w := fs.Output()
	fmt.Fprint(w, `Usage: cubefall [flags]

Cubefall: 10,000 lit cubes fall, each under its own gravity. Fly with
WASD and the mouse (click to capture it), G swaps gravity between the
cubes and the camera, H shows every control.

Exit codes: 0 ok, 1 invalid scene or failure, 2 invalid command line,
3 no display or no usable OpenGL.

Flags:
`)
	fs.PrintDefaults()
}

// validate checks the combinations of flags.
func (c *config) validate(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (flags start with -, e.g. -scene %s)", fs.Arg(0), fs.Arg(0))
	}
	if c.headless && c.screenshot != "" {
		return errors.New("-screenshot needs a window: leave out -headless")
	}
	return nil
}

// intIn returns a flag.Func parser for an integer between lo and hi.
func intIn(dst *int, lo, hi int) func(string) error {
	return func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil {
			return errors.New("not an integer")
		}
		if v < lo || v > hi {
			return fmt.Errorf("must be from %d to %d", lo, hi)
		}
		*dst = v
		return nil
	}
}

// writablePath returns a flag.Func parser for an output file. It checks
// up front that the file can be written (an existing one opened for
// writing, a new one created in its directory), so that a typo is reported before a long run
// rather than lost after it.
func writablePath(dst *string) func(string) error {
	return func(s string) error {
		if s == "" {
			return errors.New("empty path")
		}
		fi, err := os.Stat(s)
		switch {
		case err == nil && fi.IsDir():
			return fmt.Errorf("%s is a directory; name a file in it", s)
		case err == nil:
			err = canOverwrite(s)
		default:
			err = canCreateIn(filepath.Dir(s))
		}
		if err != nil {
			return err
		}
		*dst = s
		return nil
	}
}

// canOverwrite checks that an existing file may be opened for writing,
// without truncating it: the run may still fail before it writes.
func canOverwrite(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("cannot write to %s", path)
	}
	return f.Close()
}

// canCreateIn checks that a new file can be created in dir by creating and
// removing a temporary one.
func canCreateIn(dir string) error {
	f, err := os.CreateTemp(dir, ".cubefall-check-*")
	if err != nil {
		return fmt.Errorf("cannot write to directory %s", dir)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
