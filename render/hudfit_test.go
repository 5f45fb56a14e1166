package render

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"cubefall/view"

	"github.com/stretchr/testify/assert"
)

// The view pages the help by view.HUDFit's count of rows and columns;
// drawn, that many full rows fit the window: the backdrop ends inside the
// bottom margin and the last row's glyphs are on the screen, and one row
// more would not fit.
func TestHUDFitAgreesWithTheDrawnHUD(t *testing.T) {
	for _, size := range []image.Point{{800, 450}, {480, 300}, {1280, 720}} {
		t.Run(fmt.Sprintf("%dx%d", size.X, size.Y), func(t *testing.T) {
			_, r := openRenderer(t, WindowOptions{Width: size.X, Height: size.Y, Hidden: true})
			cols, rows := view.HUDFit(size.X, size.Y)
			f := testFrame(size.X, size.Y)
			for range rows {
				f.HUD = append(f.HUD, strings.Repeat("M", cols))
			}
			img := drawAndRead(t, r, f)
			s := hudScale(size.Y)
			bottom := hudMargin + s*(rows*(13+hudLineGap)-hudLineGap+2*hudPadding)
			assert.LessOrEqual(t, bottom, size.Y-hudMargin, "the backdrop ends above the bottom margin")
			right := hudMargin + s*(cols*hudAdvance+2*hudPadding)
			assert.LessOrEqual(t, right, size.X-hudMargin, "the rows fit across")
			lastRow := image.Rect(hudMargin, bottom-s*(13+hudPadding), right, bottom-s*hudPadding)
			assert.Greater(t, bright(img, lastRow), cols, "the last row's glyphs are drawn")
			assert.True(t, near(img.RGBAAt(size.X/2, size.Y-2), sky(), 1), "sky below the HUD")
			assert.Greater(t, hudMargin+s*((rows+1)*(13+hudLineGap)-hudLineGap+2*hudPadding), size.Y-hudMargin, "one row more would not fit")
		})
	}
}
