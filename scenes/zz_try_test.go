package scenes_test

import (
	"os"
	"testing"

	"cubefall/scenes"
)

func TestTry(t *testing.T) {
	_, err := scenes.Open(os.Getenv("TRY"))
	t.Log("\n", err)
}
