#!/usr/bin/env bash
# test.sh runs Cubefall's whole test suite, one step after another, and stops
# at the first step that fails. `make test` installs the system packages and
# then calls it; CI calls `make test` through .ci/run.
#
# Usage: scripts/test.sh            every step, in order
#        scripts/test.sh STEP...    only the named steps (see `scripts/test.sh list`)
#
# Environment:
#   CI            GL tests read it: under CI=true (this script sets it when CI is
#                 unset) a GL test that cannot get an OpenGL context fails
#                 instead of skipping. Set CI= (empty) to let them skip.
#   STATICCHECK   the staticcheck version to run (default below); "off" skips it.
set -euo pipefail
cd "$(dirname "$0")/.."

export CI="${CI-true}"

# staticcheck 2026.2.2 (module v0.8.2) understands Go 1.26. Its go.mod asks for
# Go 1.26, so on an older Go the step is skipped (GOTOOLCHAIN=local: no
# toolchain download behind your back).
STATICCHECK="${STATICCHECK:-v0.8.2}"

# PURE_REQUIRED are the packages meant to build without cgo (so
# without a C compiler, a display or GL). The cgo-free step fails if one of
# them, or one of their tests, starts to depend on cgo.
PURE_REQUIRED="ecs components resources render/frame scenes assets shaders internal/atomicfile collision view inspector"

# PURE_DIRS are the folders whose cgo-free packages the cgo-free step tests:
# the required ones, the systems (cgo-free by design, but not checked here)
# and the repository's tools. Other cgo-free packages, such as e2e/ whose
# tests build and run the cgo binary, are tested only in the 'all' step.
PURE_DIRS="$PURE_REQUIRED systems internal/tools"

MODULE="$(go list -m)"

# -noreset: by default Xvfb resets itself whenever its last client
# disconnects, and a window opened during the reset fails with "cannot open
# display". Test binaries open and close windows all the time, several
# packages at once, so without it the GL tests fail now and then for
# nothing they did.
XVFB_ARGS="-screen 0 1280x720x24 -noreset"
BINARY=./cubefall

# WASM_PACKAGES are the packages the browser build uses below app's
# window: they must build and vet for GOOS=js GOARCH=wasm as they are.
WASM_PACKAGES="ecs components resources systems collision scenes view inspector render/frame render/gl shaders assets internal/atomicfile"

STEPS="gofmt vet staticcheck standalone pure wasm race all scenes smoke exercises browser"

describe() {
	case "$1" in
	gofmt) echo "gofmt: every Go file is formatted" ;;
	vet) echo "go vet ./..." ;;
	staticcheck) echo "staticcheck ./... ($STATICCHECK)" ;;
	standalone) echo "no file points at a document, article or issue number the repository lacks" ;;
	pure) echo "CGO_ENABLED=0 go test of the cgo-free packages" ;;
	wasm) echo "GOOS=js GOARCH=wasm go vet of the packages the browser build shares, and go build of the browser game" ;;
	race) echo "go test -race ./ecs/... and the whole demo with systems side by side" ;;
	all) echo "go test -timeout 30m ./... (GL tests included; CI=$CI)" ;;
	scenes) echo "cubefall -check on the default scene and every scenes/*.json" ;;
	smoke) echo "cubefall -frames 60 -screenshot out/smoke.png, and the PNG is not blank" ;;
	exercises) echo "chapter one's exercise checks fail as shipped and pass on the reference solution" ;;
	browser) echo "the page in headless Chromium (WebGL2 on SwiftShader): go test ./web/ with CUBEFALL_BROWSER=1" ;;
	*) return 1 ;;
	esac
}

# skip ends a step without failing it; the summary shows SKIP.
skip() {
	echo "SKIP: $*"
	exit 100
}

# with_display runs "$@" where GLFW can open a window: directly when there is
# a display (or on macOS), else inside a throwaway Xvfb server.
with_display() {
	if [ -n "${DISPLAY:-}" ] || [ "$(uname -s)" = Darwin ]; then
		"$@"
	elif command -v xvfb-run >/dev/null 2>&1; then
		echo "(no DISPLAY: running under xvfb-run -a -s '$XVFB_ARGS')"
		xvfb-run -a -s "$XVFB_ARGS" "$@"
	else
		echo "no DISPLAY and no xvfb-run: cannot open a window for the GL tests." >&2
		echo "Install Xvfb (Debian/Ubuntu: run scripts/install-deps.sh test) or run in a desktop session." >&2
		return 1
	fi
}

# has_package reports whether directory $1 holds a Go package yet: the
# repository grows while the suite is written, and absent packages are skipped.
has_package() {
	[ -d "$1" ] && ls "$1"/*.go >/dev/null 2>&1
}

# cgo_free_packages prints the import paths of the module's packages that
# neither use cgo nor import, directly or not, a package that does — counting
# what their tests import too (a test binary that needs cgo cannot be built
# with CGO_ENABLED=0). go list names test variants "pkg [pkg.test]"; the sed
# and awk below strip that suffix.
cgo_free_packages() {
	local cgo
	cgo="$(go list -e -test -deps -f '{{if and (not .Standard) .CgoFiles}}{{.ImportPath}}{{end}}' ./... |
		sed 's/ \[.*//' | sort -u | tr '\n' ' ')"
	go list -e -test -f '{{if not .ForTest}}{{.ImportPath}}|{{join .Deps ","}}{{end}}' ./... |
		awk -F'|' -v cgo="$cgo" '
			BEGIN { n = split(cgo, c, " "); for (i = 1; i <= n; i++) if (c[i] != "") bad[c[i]] = 1 }
			NF == 0 { next }
			{
				pkg = $1; sub(/\.test$/, "", pkg)
				if ($1 == pkg) order[++count] = pkg
				if (pkg in bad) uses[pkg] = 1
				n = split($2, d, ",")
				for (i = 1; i <= n; i++) { sub(/ \[.*/, "", d[i]); if (d[i] in bad) uses[pkg] = 1 }
			}
			END { for (i = 1; i <= count; i++) if (!(order[i] in uses)) print order[i] }'
}

step_gofmt() {
	local files bad
	if git rev-parse --git-dir >/dev/null 2>&1; then
		files="$(git ls-files -co --exclude-standard -- '*.go')"
	else
		files="$(find . -name '*.go' -not -path './.git/*')"
	fi
	[ -n "$files" ] || skip "no Go files yet"
	# shellcheck disable=SC2086
	bad="$(gofmt -l $files)"
	if [ -n "$bad" ]; then
		echo "These files are not gofmt-formatted (fix: gofmt -w FILE):"
		# shellcheck disable=SC2001 # indent every line
		echo "$bad" | sed 's/^/  /'
		return 1
	fi
	echo "$(echo "$files" | wc -l | tr -d ' ') files checked: all gofmt-formatted."
}

step_vet() {
	go vet ./...
	echo "go vet: no problems."
}

step_staticcheck() {
	[ "$STATICCHECK" != off ] || skip "STATICCHECK=off"
	mkdir -p out/bin
	local log=out/bin/staticcheck-install.log
	if ! GOTOOLCHAIN=local GOBIN="$PWD/out/bin" go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK" >"$log" 2>&1; then
		sed 's/^/  /' "$log" | tail -5
		if [ "$CI" = true ]; then # as the GL tests: under CI a check that did not run must not pass
			echo "could not fetch or build staticcheck $STATICCHECK (no module proxy, or Go older than 1.26); set STATICCHECK=off to leave it out on purpose, or CI= to let it skip"
			return 1
		fi
		skip "could not fetch or build staticcheck $STATICCHECK (no module proxy, or Go older than 1.26); the other steps still run"
	fi
	out/bin/staticcheck -version
	out/bin/staticcheck ./...
	echo "staticcheck: no problems."
}

# step_standalone fails when a tracked file sends its reader somewhere the
# repository cannot take them (see internal/tools/standalone).
step_standalone() {
	git rev-parse --git-dir >/dev/null 2>&1 || skip "not a git checkout"
	go run ./internal/tools/standalone
}

# in_pure_dirs prints the import paths read from stdin that lie in PURE_DIRS.
in_pure_dirs() {
	local ip rel d
	while read -r ip; do
		rel="${ip#"$MODULE"/}"
		for d in $PURE_DIRS; do
			case "$rel" in "$d" | "$d"/*) echo "$ip" && break ;; esac
		done
	done
}

step_pure() {
	local pure p missing=""
	pure="$(cgo_free_packages)"
	for p in $PURE_REQUIRED; do
		has_package "$p" || continue
		if ! echo "$pure" | grep -qx "$MODULE/$p"; then
			missing="$missing $p"
			echo "$MODULE/$p must build and test without cgo, but it or its tests import these cgo packages:" >&2
			go list -e -test -deps -f '{{if and (not .Standard) .CgoFiles}}  {{.ImportPath}}{{end}}' "./$p" | sort -u >&2
		fi
	done
	[ -z "$missing" ] || return 1
	echo "$pure" | grep -qx "$MODULE/systems" ||
		{ ! has_package systems || echo "note: $MODULE/systems uses cgo, so it is tested only in the 'all' step."; }
	pure="$(echo "$pure" | in_pure_dirs)"
	[ -n "$pure" ] || skip "no cgo-free packages yet"
	echo "cgo-free packages: $(echo "$pure" | tr '\n' ' ')"
	# shellcheck disable=SC2086
	CGO_ENABLED=0 go test $pure
}

# step_wasm keeps the browser build from breaking unseen: the shared
# packages vet (tests included) for js/wasm, and whatever of the game's
# wasm entry points exist build.
step_wasm() {
	local p pkgs=""
	for p in $WASM_PACKAGES; do
		has_package "$p" && pkgs="$pkgs ./$p/..."
	done
	# shellcheck disable=SC2086
	GOOS=js GOARCH=wasm go vet $pkgs
	for p in render web/game; do
		if has_package "$p"; then
			GOOS=js GOARCH=wasm go build -o /dev/null "./$p"
		fi
	done
	echo "js/wasm: $(count_words $pkgs) package trees vet, the browser build compiles."
}

step_race() {
	has_package ecs || skip "ecs/ does not exist yet"
	go test -race ./ecs/...
	# The demo's heavy systems shared among workers: any two pieces that
	# touch the same memory at once are a race the detector reports.
	go test -race -run 'TestParallelSystemsDoNotChangeTheWorld|TestWorkersDoNotChangeTheWorld' ./app
	# Physics, spin and respawn on two and three workers, chunk by chunk.
	go test -race -run 'TestFixedStepIsTheSameWithAnyNumberOfWorkers' ./systems/
}

# step_all keeps a copy of the output in out/test-all.log so that the end of
# the run can repeat the per-package ok/FAIL lines. The end-to-end package
# runs the real binary in real windows, one after another, for a few
# minutes; on a busy machine that can pass go test's default limit of ten
# minutes per package, so the limit is raised (CI's own limit stays the
# guard against a hang, and every wait inside the tests has a deadline).
step_all() {
	mkdir -p out
	with_display go test -timeout 30m ./... 2>&1 | tee out/test-all.log
}

build_binary() {
	go build -o "$BINARY" .
}

step_scenes() {
	[ -f main.go ] || skip "main.go does not exist yet"
	build_binary
	echo "$BINARY -check (the embedded default scene)"
	"$BINARY" -check
	local s n=0
	for s in scenes/*.json; do
		[ -e "$s" ] || continue
		echo "$BINARY -check -scene $s"
		"$BINARY" -check -scene "$s"
		n=$((n + 1))
	done
	echo "$((n + 1)) scenes valid."
}

step_smoke() {
	[ -f main.go ] || skip "main.go does not exist yet"
	build_binary
	mkdir -p out
	rm -f out/smoke.png
	with_display "$BINARY" -frames 60 -screenshot out/smoke.png
	[ -s out/smoke.png ] || {
		echo "the run exited 0 but wrote no out/smoke.png" >&2
		return 1
	}
	go run ./internal/tools/pngcheck out/smoke.png
}

# EXERCISES is the package of chapter one's exercises (docs/tour.md).
EXERCISES=./docs/exercises/

# step_exercises proves both halves of each exercise's check: as shipped
# (the exercise undone) every TestExercise fails with its hint, and with
# the reference solution (build tag solution) every one passes. A check
# that passed on the undone exercise would tell a learner nothing.
step_exercises() {
	has_package docs/exercises || skip "docs/exercises does not exist yet"
	local out names n
	names="$(go test -list 'Exercise' "$EXERCISES" | grep -c '^TestExercise')"
	[ "$names" -gt 0 ] || {
		echo "no TestExercise functions in $EXERCISES" >&2
		return 1
	}
	if out="$(go test -run Exercise "$EXERCISES" 2>&1)"; then
		echo "$out"
		echo "the exercise checks pass on the undone exercises: each must fail until its exercise is done" >&2
		return 1
	fi
	n="$(echo "$out" | grep -c '^--- FAIL: TestExercise')"
	if [ "$n" -ne "$names" ]; then
		echo "$out"
		echo "only $n of the $names exercise checks fail on the undone exercises" >&2
		return 1
	fi
	echo "undone: all $n exercise checks fail, each with its hint."
	go test -tags solution -run Exercise -v "$EXERCISES" | grep -E '^(--- |ok|FAIL)'
	echo "solved: all $n exercise checks pass on the reference solution."
}

# step_browser builds the game for the browser and runs the page's tests
# in headless Chromium (package web's browser_test.go). They need no
# display: Chromium draws WebGL2 with SwiftShader, on the CPU. Elsewhere
# (the 'all' step) they skip, so they run once.
step_browser() {
	has_package web || skip "web/ does not exist yet"
	CUBEFALL_BROWSER=1 go test -count=1 -timeout 20m ./web/
}

# now prints seconds since the epoch with a tenth of a second where the
# shell can tell (bash 5), whole seconds elsewhere (macOS's bash 3.2).
now() {
	if [ -n "${EPOCHREALTIME:-}" ]; then
		local t="${EPOCHREALTIME%?????}"
		echo "${t/,/.}" # some locales write a decimal comma
	else
		date +%s
	fi
}

# count_words prints how many arguments it got.
count_words() { echo "$#"; }

elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

SUMMARY=""

# run_step runs one step in a subshell with errexit on, prints a banner
# before it and its result after, and stops the script if it failed.
run_step() {
	local name="$1" i="$2" n="$3" t0 rc dt
	echo
	echo "==> [$i/$n] $(describe "$name")"
	t0="$(now)"
	set +e
	(
		set -e
		"step_$name"
	)
	rc=$?
	set -e
	dt="$(elapsed "$t0" "$(now)")"
	case "$rc" in
	0) SUMMARY="$SUMMARY$(printf '  %-5s %-12s %7ss' PASS "$name" "$dt")\n" ;;
	100)
		rc=0
		SUMMARY="$SUMMARY$(printf '  %-5s %-12s %7ss' SKIP "$name" "$dt")\n"
		;;
	*)
		printf "%b" "\nSteps so far:\n$SUMMARY"
		printf '  %-5s %-12s %7ss\n' FAIL "$name" "$dt"
		echo
		echo "FAIL: step '$name' ($(describe "$name")) failed with exit code $rc after ${dt}s."
		echo "Run only this step again with: scripts/test.sh $name"
		exit "$rc"
		;;
	esac
	echo "<== [$i/$n] $name: $([ -n "$dt" ] && echo "${dt}s")"
}

main() {
	local steps="$*" s i=0 n t0
	[ "$steps" != list ] || {
		for s in $STEPS; do printf '  %-12s %s\n' "$s" "$(describe "$s")"; done
		return 0
	}
	[ -n "$steps" ] || steps="$STEPS"
	for s in $steps; do
		describe "$s" >/dev/null || {
			echo "unknown step '$s'; the steps are: $STEPS" >&2
			exit 2
		}
	done
	# shellcheck disable=SC2086 # split the step names
	n="$(count_words $steps)"
	echo "Cubefall tests: $(go version), CI=$CI, DISPLAY=${DISPLAY:-(none)}"
	t0="$(now)"
	for s in $steps; do
		i=$((i + 1))
		run_step "$s" "$i" "$n"
	done
	echo
	echo "Summary:"
	printf "%b" "$SUMMARY"
	if [ -f out/test-all.log ] && echo " $steps " | grep -q ' all '; then
		echo "go test ./... package results:"
		grep -E '^(ok|FAIL|---)' out/test-all.log | sed 's/^/  /' || true
	fi
	[ "$n" -eq 1 ] && n="the 1 step" || n="all $n steps"
	echo "PASS: $n passed in $(elapsed "$t0" "$(now)")s."
}

main "$@"
