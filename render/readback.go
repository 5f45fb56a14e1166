package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"unsafe"

	"cubefall/internal/atomicfile"

	"cubefall/render/gl"
)

// ReadPixels copies the back buffer — the frame Draw just drew — into an
// image. Call it after Draw and before SwapBuffers (after a swap the back
// buffer's content is undefined). This is how screenshots are taken and how
// the tests see what the renderer drew.
//
// GL numbers rows from the bottom, images from the top, so the rows are
// flipped. Alpha is set to opaque: the window shows the frame opaque,
// whatever the framebuffer's alpha channel holds.
func (r *Renderer) ReadPixels() (*image.RGBA, error) {
	w, h := r.win.FramebufferSize()
	return r.readPixels(w, h)
}

// readPixels is ReadPixels at a given framebuffer size.
func (r *Renderer) readPixels(w, h int) (*image.RGBA, error) {
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("render: read pixels: the framebuffer is %dx%d (window minimised?)", w, h)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	gl.PixelStorei(gl.PACK_ALIGNMENT, 1)
	gl.ReadBuffer(gl.BACK)
	gl.ReadPixels(0, 0, int32(w), int32(h), gl.RGBA, gl.UNSIGNED_BYTE, unsafe.Pointer(&img.Pix[0]))
	r.win.debug.check("read-back")
	flipRows(img)
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	return img, nil
}

// flipRows turns img upside down in place.
func flipRows(img *image.RGBA) {
	h := img.Bounds().Dy()
	tmp := make([]byte, img.Stride)
	for top, bottom := 0, h-1; top < bottom; top, bottom = top+1, bottom-1 {
		a := img.Pix[top*img.Stride : (top+1)*img.Stride]
		b := img.Pix[bottom*img.Stride : (bottom+1)*img.Stride]
		copy(tmp, a)
		copy(a, b)
		copy(b, tmp)
	}
}

// SavePNG writes img to path as a PNG file, replacing what is there
// atomically (package atomicfile): a kill or a full disk mid-write leaves
// the previous file as it was, never a truncated picture. Errors name the
// path.
func SavePNG(path string, img image.Image) error {
	return savePNG(path, img, atomicfile.Write)
}

// SaveNewPNG is [SavePNG] for a file that must not exist yet: when path is
// taken it writes nothing and returns an error matching [fs.ErrExist]. F12
// screenshots use it, so a picture never overwrites another file.
func SaveNewPNG(path string, img image.Image) error {
	return savePNG(path, img, atomicfile.WriteNew)
}

// savePNG encodes img into path with save. Its errors read as they did
// when the file was written in place: "render: save screenshot: open
// PATH: ..." when the file cannot be created, "render: save screenshot
// PATH: ..." for a failure after that (a full disk, the encoder).
func savePNG(path string, img image.Image, save func(string, func(io.Writer) error) error) error {
	err := save(path, func(w io.Writer) error { return png.Encode(w, img) })
	var pe *fs.PathError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &pe) && pe.Op == "open":
		return fmt.Errorf("render: save screenshot: %w", err)
	default:
		return fmt.Errorf("render: save screenshot %s: %w", path, err)
	}
}
