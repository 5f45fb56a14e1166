//go:build !js

package app

// pageState is empty outside a browser: there is no page to tell.
type pageState struct{}

// pageFrame does nothing outside a browser (see page_js.go).
func (a *app) pageFrame(int) {}
