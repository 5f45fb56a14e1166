package site

import (
	"bytes"
	_ "embed"
	"html/template"
	"strings"

	"cubefall/resources"
	"cubefall/scenes"
)

//go:embed index.html
var indexHTML string

// indexPage is the page's template: the scene names and what a browser
// cannot do for the help, and the scene the page runs when its address
// names none.
var indexPage = template.Must(template.New(IndexFile).Parse(indexHTML))

// Index returns the page that loads the game. The scene o names (the
// default scene when empty) is the one it runs without ?scene=.
func Index(o Options) []byte {
	scene := o.Scene
	if scene == "" {
		scene = scenes.Default
	}
	var buf bytes.Buffer
	err := indexPage.Execute(&buf, struct {
		Scene, Scenes string
		Notes         []string
	}{scene, strings.Join(scenes.Names(), ", "), resources.BrowserNotes()})
	if err != nil {
		panic(err) // the template is embedded and its data fixed: a test would see it first
	}
	return buf.Bytes()
}
