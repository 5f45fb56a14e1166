// Package site builds and serves Cubefall's browser page: the game
// compiled to WebAssembly (package cubefall/web/game, built with
// GOOS=js GOARCH=wasm), the page that loads it (index.html), and Go's
// wasm_exec.js, the JavaScript half of the Go WebAssembly runtime, taken
// from the Go distribution that built the game so the two always match.
//
// Command web uses it to serve the page or write it as a static site;
// the browser tests and the performance page use it to build the same
// site they load in headless Chromium.
package site
