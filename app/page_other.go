//go:build !js

package app

import (
	"cubefall/render"
	"cubefall/resources"
)

// pageState is empty outside a browser: there is no page to tell.
//
//lint:ignore U1000 the app's page field has it in every build
type pageState struct{}

// pageFrame does nothing outside a browser (see page_js.go).
func (a *app) pageFrame(int) {}

// adaptBindings leaves the desktop's controls as they are (see
// page_js.go for the browser's).
func adaptBindings(*resources.Bindings) {}

// lighterRun is what the slow-frame warning suggests on the desktop.
const lighterRun = "try -headless, or fewer cubes with -cubes N"

// shotKept is the HUD's word for a kept screenshot: on the desktop, a file.
const shotKept = "saved"

// keepShot is F12 on the desktop: a new PNG file in the working directory.
func (a *app) keepShot(r *render.Renderer) (string, error) {
	return a.saveNewShot(r, a.shotName())
}
