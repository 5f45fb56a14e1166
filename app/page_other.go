//go:build !js

package app

// pageState is empty outside a browser: there is no page to tell.
//
//lint:ignore U1000 the app's page field has it in every build
type pageState struct{}

// pageFrame does nothing outside a browser (see page_js.go).
func (a *app) pageFrame(int) {}
