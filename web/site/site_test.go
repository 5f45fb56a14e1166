package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIndexRunsTheSceneItIsGivenAndHasAStatusLine(t *testing.T) {
	page := string(Index(Options{Scene: "storm"}))
	for _, want := range []string{`params.get("scene") || "storm"`, `id="status"`, `aria-live="polite"`, `src="wasm_exec.js"`, `fetch("cubefall.wasm")`, "-workers"} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if def := string(Index(Options{})); !strings.Contains(def, `|| "falling-cubes"`) {
		t.Error("without a scene the page does not run the default one")
	}
}

func TestHandlerServesWasmAsWasmAndGzipWhenAccepted(t *testing.T) {
	dir := t.TempDir()
	wasm := []byte("\x00asm fake module")
	if err := os.WriteFile(filepath.Join(dir, WasmFile), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeGzip(filepath.Join(dir, WasmFile), filepath.Join(dir, WasmGzFile)); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for _, gz := range []bool{false, true} {
		req, _ := http.NewRequest("GET", srv.URL+"/"+WasmFile, nil)
		tr := &http.Transport{DisableCompression: true}
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		resp, err := tr.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("gzip=%v: Content-Type %q, want application/wasm (instantiateStreaming needs it)", gz, ct)
		}
		if gz {
			if resp.Header.Get("Content-Encoding") != "gzip" {
				t.Fatal("gzip accepted but not sent")
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		if !bytes.Equal(body, wasm) {
			t.Errorf("gzip=%v: served %q, want %q", gz, body, wasm)
		}
	}
}
