# Cubefall's set-up in two commands:
#
#   make run    install the missing build packages, then go run . (the demo)
#   make test   install the missing build and test packages, then the whole test suite
#
# Both install system packages only on Debian/Ubuntu (apt-get, with sudo when
# not root); elsewhere they print what to install. Once the packages are there,
# plain `go run .` and `go test ./...` work too; the Makefile adds nothing Go
# needs, only the set-up and the extra checks CI runs.

# ARGS are passed to the demo: make run ARGS='-cubes 100000 -stats'
ARGS ?=

.DEFAULT_GOAL := help

.PHONY: help run test deps test-deps build check clean

help: ## show the targets
	@echo "Cubefall — make targets:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-10s %s\n", $$1, $$2 }'
	@echo "Test steps one by one: scripts/test.sh list"

run: deps ## install missing build packages, then run the demo (flags: ARGS='...')
	go run . $(ARGS)

test: test-deps ## install missing build+test packages, then run every test step
	@scripts/test.sh

deps: ## install the missing build packages (Debian/Ubuntu) or say what to install
	@scripts/install-deps.sh build

test-deps: ## like deps, plus Xvfb, xauth and Mesa for tests without a screen
	@scripts/install-deps.sh test

build: deps ## build the ./cubefall binary
	go build -o cubefall .

check: build ## validate the default scene and every scenes/*.json
	@scripts/test.sh scenes

clean: ## remove the binary and out/ (screenshots, logs, tools)
	rm -rf cubefall out

.PHONY: perf
perf: ## measure everything and regenerate docs/performance.md (about half an hour on two cores)
	go run ./internal/tools/perfdoc
