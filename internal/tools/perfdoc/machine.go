package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// A machine is what the figures were measured on.
type machine struct {
	CPU    string
	Cores  int
	OS     string
	Go     string
	Date   string
	Commit string
}

// describeMachine records the machine, the toolchain and the commit the
// figures belong to. own is left out of the dirty check: it is the page
// being written.
func describeMachine(root, own string) machine {
	return machine{
		CPU:    cpuModel(),
		Cores:  runtime.NumCPU(),
		OS:     osName(),
		Go:     commandLine(root, "go", "env", "GOVERSION"),
		Date:   time.Now().UTC().Format("2006-01-02 15:04 UTC"),
		Commit: gitCommit(root, own),
	}
}

// cpuModel is the first "model name" of /proc/cpuinfo, or the
// architecture where there is no such file.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if k, v, ok := strings.Cut(s.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

// osName is the distribution's PRETTY_NAME and the kernel release, or
// GOOS/GOARCH where they cannot be read.
func osName() string {
	name := runtime.GOOS + "/" + runtime.GOARCH
	if data, err := os.ReadFile("/etc/os-release"); err == nil {
		for line := range strings.Lines(string(data)) {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "PRETTY_NAME="); ok {
				name = strings.Trim(v, `"`) + ", " + runtime.GOARCH
			}
		}
	}
	if rel, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		name += ", Linux " + strings.TrimSpace(string(rel))
	}
	return name
}

// gitCommit is the short hash of HEAD, with "+dirty" when tracked files
// other than own have changes, or "unknown" outside a git work tree.
func gitCommit(root, own string) string {
	hash := commandLine(root, "git", "rev-parse", "--short", "HEAD")
	if hash == "unknown" {
		return hash
	}
	status := commandLine(root, "git", "status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)"+own)
	if status != "" {
		hash += "+dirty"
	}
	return hash
}

// commandLine runs a command in dir and returns its output trimmed, or
// "unknown" when it fails.
func commandLine(dir, name string, args ...string) string {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(out))
}

// goCommand runs the go tool in root; when it fails, the error holds its
// output.
func goCommand(root string, args ...string) error {
	if out, err := goOutput(root, args...); err != nil {
		return fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// goOutput runs the go tool in root and returns what it printed, stdout
// and stderr together, with the error of the run (a failed test still
// printed figures worth reading).
func goOutput(root string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// progress prints timestamped progress lines on stderr.
type progress struct{ start time.Time }

func (p *progress) printf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "perfdoc %6.1fs  %s\n", time.Since(p.start).Seconds(), fmt.Sprintf(format, args...))
}
