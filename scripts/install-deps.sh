#!/usr/bin/env bash
# install-deps.sh makes sure the system packages Cubefall needs are present.
#
# Usage: scripts/install-deps.sh build   packages to build and run the demo
#        scripts/install-deps.sh test    the build packages plus what tests need
#
# Cubefall draws with OpenGL through GLFW, and both are C libraries that Go
# reaches through cgo. So building needs a C compiler and the X11/OpenGL
# development headers; running the tests on a machine without a screen also
# needs Xvfb (a virtual X server), xauth and Mesa's software renderer, and
# the tests of how a run ends need xdotool (to close or destroy the window
# from outside) and evilwm (a small window manager, whose close key sends
# the window the request a desktop's close button sends). The browser tests
# run the page in Debian's chromium, headless, drawing WebGL2 on the CPU.
#
# On Debian and Ubuntu the script asks dpkg which packages are missing and
# installs only those with apt-get (through sudo when not root). Elsewhere it
# prints the command to run, then carries on if the headers are already there.
set -euo pipefail

# The Debian/Ubuntu package lists: the C toolchain and the X11/OpenGL headers
# that cgo needs to build go-gl/gl and go-gl/glfw, and for the tests an X
# server without a screen (Xvfb) and Mesa's software OpenGL. libc6-dev is named explicitly because apt-get runs with
# --no-install-recommends and gcc only recommends it.
BUILD_PKGS="gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev"
TEST_PKGS="xvfb xauth libgl1-mesa-dri libglx-mesa0 xdotool evilwm chromium"

FEDORA_BUILD="gcc pkgconf-pkg-config mesa-libGL-devel libX11-devel libXcursor-devel libXrandr-devel libXinerama-devel libXi-devel libXxf86vm-devel"
FEDORA_TEST="xorg-x11-server-Xvfb xorg-x11-xauth mesa-dri-drivers xdotool evilwm chromium"

# count_words prints how many arguments it got.
count_words() { echo "$#"; }

say() { printf 'install-deps: %s\n' "$*"; }
die() { printf 'install-deps: %s\n' "$*" >&2; exit 1; }

# missing_debian_packages prints the packages of "$@" that dpkg does not
# report as installed.
missing_debian_packages() {
	local p
	for p in "$@"; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
			printf '%s ' "$p"
		fi
	done
}

# as_root runs "$@" as root: directly when we are root, else through sudo.
# It fails with a message when neither is possible.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1; then
		sudo "$@"
	else
		return 127
	fi
}

# gl_headers_work compiles and links a tiny C program against every library
# GLFW's cgo build uses. It is the real test: package names differ between
# systems, the headers and libraries do not.
gl_headers_work() {
	local cc="${CC:-cc}"
	command -v "$cc" >/dev/null 2>&1 || cc=gcc
	command -v "$cc" >/dev/null 2>&1 || return 1
	local tmp
	tmp="$(mktemp -d)"
	cat >"$tmp/probe.c" <<'C'
#include <GL/gl.h>
#include <X11/Xlib.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xinerama.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/xf86vmode.h>
int main(void) { return XOpenDisplay == 0 || glGetString == 0; }
C
	local ok=0
	"$cc" "$tmp/probe.c" -o "$tmp/probe" -lGL -lX11 -lXrandr -lXxf86vm -lXi -lXcursor -lXinerama >"$tmp/log" 2>&1 || ok=1
	if [ "$ok" -ne 0 ]; then
		sed 's/^/    /' "$tmp/log" | head -5 >&2
	fi
	rm -rf "$tmp"
	return "$ok"
}

# have_display_or_xvfb reports whether GL tests can get a window: a display,
# macOS (Cocoa needs no DISPLAY), or xvfb-run with xauth to make one.
have_display_or_xvfb() {
	[ -n "${DISPLAY:-}" ] && return 0
	[ "$(uname -s)" = Darwin ] && return 0
	command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1
}

check_go() {
	command -v go >/dev/null 2>&1 ||
		die "Go is not installed (or not on PATH). Install Go 1.25 or newer from https://go.dev/dl/ and run this again."
}

install_debian() {
	local want="$1" missing
	# shellcheck disable=SC2086 # the lists are space-separated on purpose
	missing="$(missing_debian_packages $want)"
	if [ -z "$missing" ]; then
		# shellcheck disable=SC2086
		say "all $(count_words $want) packages present ($MODE)."
		return 0
	fi
	say "missing Debian/Ubuntu packages: $missing"
	if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
		fallback_or_die "you are not root and sudo is not installed, so they cannot be installed from here.
  As root, run:  apt-get update && apt-get install -y --no-install-recommends $missing"
		return 0
	fi
	[ "$(id -u)" -eq 0 ] || say "installing with sudo (it may ask for your password)."
	# shellcheck disable=SC2086
	if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q ||
		! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing; then
		fallback_or_die "apt-get could not install the packages (see its message above).
  Run by hand:  sudo apt-get update && sudo apt-get install -y --no-install-recommends $missing"
		return 0
	fi
	# shellcheck disable=SC2086
	missing="$(missing_debian_packages $want)"
	[ -z "$missing" ] || die "still missing after apt-get install: $missing"
	say "installed."
}

# fallback_or_die is called when packages could not be installed: if what
# they provide is already usable (headers from elsewhere, a display) the
# build can still work, so warn and carry on; otherwise stop with $1.
fallback_or_die() {
	if gl_headers_work && { [ "$MODE" = build ] || have_display_or_xvfb; }; then
		say "warning: $1"
		say "the C compiler and the X11/OpenGL headers work anyway, so carrying on."
		return 0
	fi
	die "$1"
}

# explain_other prints what to install on a system without apt-get, then
# carries on if the headers already work.
explain_other() {
	local os
	os="$(uname -s)"
	case "$os" in
	Darwin)
		say "macOS: GLFW and OpenGL come with the system; cgo needs the Xcode command line tools:"
		say "  xcode-select --install"
		if xcode-select -p >/dev/null 2>&1 && command -v cc >/dev/null 2>&1; then
			say "the command line tools are installed; carrying on."
			return 0
		fi
		die "install the command line tools with the command above, then run this again."
		;;
	MINGW* | MSYS* | CYGWIN* | Windows_NT)
		say "Windows: cgo needs a gcc on PATH: install MinGW-w64 (for example from https://www.msys2.org, package"
		say "  mingw-w64-x86_64-gcc) or TDM-GCC, open a new terminal, and make sure 'go env CGO_ENABLED' prints 1"
		say "  (set CGO_ENABLED=1 if it does not). OpenGL and GLFW need nothing else on Windows."
		if command -v gcc >/dev/null 2>&1; then
			say "gcc found; carrying on."
			return 0
		fi
		die "no gcc on PATH."
		;;
	esac
	if command -v dnf >/dev/null 2>&1; then
		say "Fedora/RHEL: install the packages with:"
		if [ "$MODE" = test ]; then
			say "  sudo dnf install $FEDORA_BUILD $FEDORA_TEST"
		else
			say "  sudo dnf install $FEDORA_BUILD"
		fi
	else
		say "this is not Debian/Ubuntu, Fedora or macOS. Install your system's packages for: a C compiler,"
		say "  pkg-config, and the development files of OpenGL (Mesa), X11, Xcursor, Xrandr, Xinerama, Xi and Xxf86vm"
		[ "$MODE" = build ] || say "  and, for the tests without a screen, Xvfb (xvfb-run), xauth, Mesa's DRI drivers, xdotool, evilwm and Chromium."
		say "  For reference, the Debian names: $BUILD_PKGS${TEST_SUFFIX}"
		say "  and the Fedora names: $FEDORA_BUILD${FEDORA_SUFFIX}"
	fi
	if ! gl_headers_work; then
		die "the X11/OpenGL headers or libraries are not usable yet (the compile test above failed)."
	fi
	if [ "$MODE" = test ] && ! have_display_or_xvfb; then
		die "no DISPLAY and no xvfb-run/xauth: the GL tests need one of them."
	fi
	say "the C compiler and the X11/OpenGL headers work already; carrying on."
}

MODE="${1:-build}"
case "$MODE" in
build)
	WANT="$BUILD_PKGS"
	TEST_SUFFIX=""
	FEDORA_SUFFIX=""
	;;
test)
	WANT="$BUILD_PKGS $TEST_PKGS"
	TEST_SUFFIX=" $TEST_PKGS"
	FEDORA_SUFFIX=" $FEDORA_TEST"
	;;
*) die "usage: $0 build|test" ;;
esac

check_go
if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
	install_debian "$WANT"
else
	explain_other
fi
