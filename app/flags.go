package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"cubefall/scenes"
	"cubefall/systems"
)

// config is the parsed command line; the flag table of docs/usage.md documents
// every field's flag.
type config struct {
	scene       string
	cubes       int    // scenes.KeepCounts: the scene's own counts
	seed        *int64 // nil: the scene's seed
	width       int
	height      int
	fullscreen  bool
	vsync       bool
	frames      int // 0: until the window closes
	screenshot  string
	check       bool
	headless    bool
	stats       bool
	statsJSON   string
	inspectJSON string // the inspector's snapshot, written on exit
	inspect     bool   // open the inspector from the first frame
	save        string // the world as a scene file, written on exit
	record      string // the play-through, streamed as it runs and named on exit
	replay      string // a recording to play instead of the keyboard and mouse
	rerecord    bool   // replay's input is recorded again on this build (the replay tests' -update): its simulation version may differ
	sceneGiven  bool   // -scene was on the command line
	sizeGiven   bool   // -width or -height was on the command line
	verbose     bool
	debugGL     bool
	workers     int  // goroutines for the heavy systems; 1 is serial
	version     bool // print the version and exit
}

// defaultWorkers is -workers when not given: one per CPU the Go runtime
// may use, within the flag's range.
func defaultWorkers() int { return min(runtime.GOMAXPROCS(0), maxWorkers) }

// Limits the command line accepts.
const (
	maxWindowSide = 16384 // the largest framebuffer side GL drivers allow
	maxWorkers    = 256   // far more than any desktop has cores
	defaultWidth  = 1280
	defaultHeight = 720
)

// errUsage marks a command-line error that has already been reported with
// the usage text; run turns it into exit code 2.
var errUsage = errors.New("invalid command line")

// parseCommandLine parses args. -h, -help and --help print the usage to
// stdout and come back as flag.ErrHelp (exit 0: the user asked for it).
// Errors are reported to stderr in the flag package's style (the problem,
// then the usage) and come back as errUsage (exit 2).
func parseCommandLine(args []string, stdout, stderr io.Writer) (config, error) {
	cfg := config{scene: scenes.Default, cubes: scenes.KeepCounts, width: defaultWidth, height: defaultHeight, vsync: true, workers: defaultWorkers()}
	fs := newFlagSet(&cfg, stderr)
	fs.Usage = func() {} // printed below, to the stream that fits
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		usage(fs)
		return cfg, err
	}
	if err == nil {
		cfg.noteGiven(fs)
		err = cfg.validate(fs)
		if err != nil {
			fmt.Fprintf(stderr, "%v\n", err)
		}
	}
	if err != nil {
		usage(fs)
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
		v, err := parseDecimal(s, math.MinInt64, math.MaxInt64)
		if err != nil {
			return err
		}
		cfg.seed = &v
		return nil
	})
	fs.Func("width", fmt.Sprintf("window `width` in pixels, 1 to %d (default %d)", maxWindowSide, defaultWidth), intIn(&cfg.width, 1, maxWindowSide))
	fs.Func("height", fmt.Sprintf("window `height` in pixels, 1 to %d (default %d)", maxWindowSide, defaultHeight), intIn(&cfg.height, 1, maxWindowSide))
	fs.BoolVar(&cfg.fullscreen, "fullscreen", false, "fill the primary monitor")
	fs.BoolVar(&cfg.vsync, "vsync", cfg.vsync, "wait for the display's refresh; -vsync=false draws as fast as it can (for measurements)")
	fs.Func("frames", "run `N` frames, then exit (default 0: until the window closes, or Ctrl-C)", intIn(&cfg.frames, 0, 1<<31-1))
	fs.Func("screenshot", "write a PNG of the last frame to `path` on exit", writablePath(&cfg.screenshot))
	fs.BoolVar(&cfg.check, "check", false, "validate the scene and exit: 0 valid, 1 invalid (errors on stderr); no window")
	fs.BoolVar(&cfg.headless, "headless", false, "run the simulation without a window or OpenGL, 1/60 s per frame")
	fs.BoolVar(&cfg.stats, "stats", false, "print frame-time and per-system statistics on exit")
	fs.Func("stats-json", "write the statistics as JSON to `path` on exit", writablePath(&cfg.statsJSON))
	fs.Func("inspect-json", "write the inspector's data (tables, systems, entity count, selected entity) as JSON to `path` on exit", writablePath(&cfg.inspectJSON))
	fs.BoolVar(&cfg.inspect, "inspect", false, "open the ECS inspector from the first frame (Tab toggles it)")
	fs.Func("save", "write the world as a scene file to `path` on exit (may be the -scene file; loads with -scene)", writablePath(&cfg.save))
	fs.Func("record", "record the play-through (scene, input, world hash per frame) to `path`, streamed as it runs and named on exit; -replay plays it", writablePath(&cfg.record))
	fs.StringVar(&cfg.replay, "replay", "", "play the recording at `path` instead of the keyboard and mouse, checking the world hash after every frame")
	fs.BoolVar(&cfg.verbose, "v", false, "verbose: log at debug level")
	fs.BoolVar(&cfg.version, "version", false, "print the version and the Go version, then exit")
	fs.BoolVar(&cfg.debugGL, "debug-gl", false, "report OpenGL errors (KHR_debug where available)")
	fs.Func("workers", fmt.Sprintf("worker goroutines that share the heavy systems' rows, 1 (serial) to %d (default %d: the number of CPUs)", maxWorkers, defaultWorkers()), intIn(&cfg.workers, 1, maxWorkers))
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
		return fmt.Errorf("unexpected argument %s (flags start with -, e.g. -scene %s)", scenes.Quote(fs.Arg(0)), scenes.Clip(fs.Arg(0)))
	}
	given := givenFlags(fs)
	if c.headless && c.screenshot != "" {
		return errors.New("-screenshot needs a window: leave out -headless")
	}
	if err := c.checkHasEffect(given); err != nil {
		return err
	}
	if c.replay != "" && (c.cubes != scenes.KeepCounts || c.seed != nil) {
		return errors.New("-replay takes -cubes and -seed from the recording: leave them out")
	}
	return c.checkCollisions()
}

// givenFlags returns the names of the flags the command line gave.
func givenFlags(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// checkHasEffect refuses a flag the rest of the command line would
// silently ignore: a flag the user typed does something or is refused,
// never dropped without a word.
func (c *config) checkHasEffect(given map[string]bool) error {
	if given["scene"] && c.scene == "" {
		return fmt.Errorf("-scene needs a shipped scene's name or a path: leave it out for the default scene, %s", scenes.Default)
	}
	if given["replay"] && c.replay == "" {
		return errors.New("-replay needs the path of a recording: leave it out to play from the keyboard and mouse")
	}
	if c.headless {
		for _, name := range []string{"fullscreen", "vsync", "debug-gl"} {
			if given[name] {
				return fmt.Errorf("-%s needs a window: leave out -headless (or -%s)", name, name)
			}
		}
	}
	if c.check {
		for _, name := range []string{"stats", "stats-json", "inspect-json", "save", "record", "screenshot"} {
			if given[name] {
				return fmt.Errorf("-check only checks the scene and runs nothing, so -%s would write nothing: leave out -check to run, or -%s", name, name)
			}
		}
	}
	return nil
}

// noteGiven notes which flags the command line gave, where the default
// cannot tell (a replay takes the scene and window size from its
// recording unless they are given).
func (c *config) noteGiven(fs *flag.FlagSet) {
	given := givenFlags(fs)
	c.sceneGiven = given["scene"]
	c.sizeGiven = given["width"] || given["height"]
}

// namedFile is a file the command line names, with the flag that names it.
type namedFile struct {
	flag, path string
}

// outputs lists the files the run will write, in the order of the usage.
func (c *config) outputs() []namedFile {
	var out []namedFile
	if c.screenshot != "" {
		out = append(out, namedFile{"-screenshot", c.screenshot})
	}
	if c.statsJSON != "" {
		out = append(out, namedFile{"-stats-json", c.statsJSON})
	}
	if c.inspectJSON != "" {
		out = append(out, namedFile{"-inspect-json", c.inspectJSON})
	}
	if c.save != "" {
		out = append(out, namedFile{"-save", c.save})
	}
	if c.record != "" {
		out = append(out, namedFile{"-record", c.record})
	}
	return out
}

// inputs lists the files the run reads: the -replay recording, and the
// scene, unless -scene names a scene shipped in the binary (see
// scenes.Open for the rule).
func (c *config) inputs() []namedFile {
	var ins []namedFile
	if c.replay != "" {
		ins = append(ins, namedFile{"-replay", c.replay})
	}
	s := c.scene
	if s == "" || strings.HasPrefix(s, "embedded:") {
		return ins
	}
	if _, err := os.Lstat(s); err != nil && slices.Contains(scenes.Names(), s) {
		return ins
	}
	return append(ins, namedFile{"-scene", s})
}

// checkCollisions refuses a command line on which an output names an input
// (it would overwrite the scene being played) or two outputs name one file
// (the second would overwrite the first). -save alone may name the scene
// file: writing the world back over it is what the user asks for. "x", "./x", "dir/../x", an
// absolute path and a symbolic link to x are all the same file.
func (c *config) checkCollisions() error {
	outs, ins := c.outputs(), c.inputs()
	for i, out := range outs {
		for _, in := range ins {
			if out.flag != "-save" && sameFile(out.path, in.path) || in.flag == "-replay" && sameFile(out.path, in.path) {
				what := map[string]string{"-scene": "scene file", "-replay": "recording"}[in.flag]
				return fmt.Errorf("%s %s is the %s of %s %s: an output never overwrites an input; name another file",
					out.flag, systems.Printable(out.path), what, in.flag, systems.Printable(in.path))
			}
		}
		for _, other := range outs[:i] {
			if sameFile(out.path, other.path) {
				return fmt.Errorf("%s %s and %s %s are the same file: give each output a file of its own",
					other.flag, systems.Printable(other.path), out.flag, systems.Printable(out.path))
			}
		}
	}
	return nil
}

// sameFile reports whether paths a and b name one file: the same cleaned
// absolute path; for files that exist, the same file on disk
// (os.SameFile, which sees through symbolic links and hard links); for
// files still to be written, the same name in the same directory once its
// symbolic links are resolved.
func sameFile(a, b string) bool {
	if absPath(a) == absPath(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	return resolvedPath(a) == resolvedPath(b)
}

// absPath is path made absolute and cleaned; on error, path cleaned.
func absPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}

// resolvedPath is path's directory with its symbolic links resolved,
// joined to path's last element.
func resolvedPath(path string) string {
	abs := absPath(path)
	dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return abs
	}
	return filepath.Join(dir, filepath.Base(abs))
}

// intIn returns a flag.Func parser for an integer between lo and hi.
func intIn(dst *int, lo, hi int) func(string) error {
	return func(s string) error {
		v, err := parseDecimal(s, int64(lo), int64(hi))
		if err != nil {
			return err
		}
		*dst = int(v)
		return nil
	}
}

// parseDecimal parses a whole number written in decimal digits, with an
// optional sign, between lo and hi. Leading zeros change nothing ("010" is
// ten): Go's own integer flags read "010" as octal 8 and refuse "08", a
// surprise on a command line. Hexadecimal, octal and binary spellings and
// digit separators ("0x10", "1_000") are refused with their decimal value.
func parseDecimal(s string, lo, hi int64) (int64, error) {
	digits := strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		if v, err := strconv.ParseInt(s, 0, 64); err == nil {
			return 0, fmt.Errorf("not a decimal integer (write %d)", v)
		}
		return 0, errors.New("not an integer")
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < lo || v > hi {
		return 0, fmt.Errorf("must be from %d to %d", lo, hi)
	}
	return v, nil
}

// writablePath returns a flag.Func parser for an output file. It checks
// up front that the file can be written, so that a typo is reported before
// a long run rather than lost after it, and it checks without waiting: an
// existing file is opened for writing without blocking (never truncated),
// a new one is tried by creating a temporary file in its directory, and
// its name is held against the file system's limit on a name. A named
// pipe or a socket is refused (see pipeOrSocket). Paths in the messages
// are escaped like scene text (systems.Printable), so that a control
// character in a path cannot drive the terminal.
func writablePath(dst *string) func(string) error {
	return func(s string) error {
		if s == "" {
			return errors.New("empty path")
		}
		fi, err := os.Stat(s)
		switch {
		case err == nil && fi.IsDir():
			err = fmt.Errorf("%s is a directory; name a file in it", systems.Printable(s))
		case err == nil && fi.Mode().IsRegular():
			err = canReplace(s)
		case err == nil && pipeOrSocket(fi):
			err = fmt.Errorf("%s is a %s: an output is written to a regular file or to a device such as /dev/null, never to a pipe or a socket, where writing waits for a reader; name a file", systems.Printable(s), kindOf(fi))
		case err == nil:
			err = canOverwrite(s) // a device, or the pipe of our own standard output: written in place
		default:
			err = canCreate(s)
		}
		if err != nil {
			return err
		}
		*dst = s
		return nil
	}
}

// pipeOrSocket reports whether fi is a named pipe (FIFO) or a socket that
// is not one of the program's own standard output and error streams.
// Opening a pipe for writing waits until something opens it for reading,
// which may be never, so an output is never a pipe; but /dev/stdout and
// /dev/stderr are the program's own streams, already open and read by
// whoever started it, and `-stats-json /dev/stdout | jq` must work when
// standard output is a pipe.
func pipeOrSocket(fi os.FileInfo) bool {
	if fi.Mode()&(os.ModeNamedPipe|os.ModeSocket) == 0 {
		return false
	}
	for _, f := range []*os.File{os.Stdout, os.Stderr} {
		if own, err := f.Stat(); err == nil && os.SameFile(fi, own) {
			return false
		}
	}
	return true
}

// kindOf names the kind of file fi is, for pipeOrSocket's message.
func kindOf(fi os.FileInfo) string {
	if fi.Mode()&os.ModeSocket != 0 {
		return "socket"
	}
	return "named pipe (FIFO)"
}

// canReplace checks that an existing regular file can be replaced the way
// package atomicfile does it: the file itself must be writable (its
// read-only mark is respected) and so must its directory, where the new
// content is written beside it and renamed over it. A symbolic link is
// followed to the file it names, which is the one replaced.
func canReplace(path string) error {
	if err := canOverwrite(path); err != nil {
		return err
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return fmt.Errorf("cannot write to %s", systems.Printable(path))
	}
	return canCreateIn(filepath.Dir(real))
}

// canOverwrite checks that an existing file may be opened for writing,
// without truncating it (the run may still fail before it writes) and
// without waiting: O_NONBLOCK makes a device that would wait for a
// carrier, or a pipe with no reader, fail at once instead.
func canOverwrite(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|openNonblock, 0)
	if err != nil {
		return fmt.Errorf("cannot write to %s", systems.Printable(path))
	}
	return f.Close()
}

// canCreate checks that a new file can be created at path: its directory
// takes new files, and its name fits the directory's file system.
func canCreate(path string) error {
	dir, name := filepath.Dir(path), filepath.Base(path)
	if err := canCreateIn(dir); err != nil {
		return err
	}
	if max := nameMax(dir); len(name) > max {
		return fmt.Errorf("the file name %s is %d bytes long, over the %d-byte limit of its file system on a name; shorten it",
			systems.Printable(name), len(name), max)
	}
	return nil
}

// canCreateIn checks that a new file can be created in dir by creating and
// removing a temporary one.
func canCreateIn(dir string) error {
	f, err := os.CreateTemp(dir, ".cubefall-check-*")
	if err != nil {
		return fmt.Errorf("cannot write to directory %s", systems.Printable(dir))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// defaultNameMax is NAME_MAX where the file system cannot be asked: a
// path element of at most 255 bytes, the limit of the common file systems.
const defaultNameMax = 255
