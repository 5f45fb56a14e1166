package site

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// Handler serves the site written in dir. The .wasm goes out with the
// application/wasm type that WebAssembly.instantiateStreaming insists on,
// and gzip-compressed to browsers that accept it. Nothing is cached, so a
// rebuilt game shows on the next reload.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.URL.Path == "/"+WasmFile {
			serveWasm(w, r, dir)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// serveWasm sends the game, gzip-compressed when the browser accepts it
// and the .gz exists.
func serveWasm(w http.ResponseWriter, r *http.Request, dir string) {
	w.Header().Set("Content-Type", "application/wasm")
	name := filepath.Join(dir, WasmFile)
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		if _, err := os.Stat(filepath.Join(dir, WasmGzFile)); err == nil {
			w.Header().Set("Content-Encoding", "gzip")
			name = filepath.Join(dir, WasmGzFile)
		}
	}
	http.ServeFile(w, r, name)
}
