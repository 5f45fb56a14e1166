package frame

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

func TestInstanceLayoutMatchesStride(t *testing.T) {
	assert.Equal(t, uintptr(InstanceSize), unsafe.Sizeof(Instance{}))
	assert.Equal(t, uintptr(64), unsafe.Offsetof(Instance{}.Color))
}

func TestResetKeepsCapacity(t *testing.T) {
	var f Frame
	b := f.Batch("cube")
	b.Instances = append(b.Instances, Instance{}, Instance{})
	f.HUD = append(f.HUD, "fps 60")
	f.Drawn = 2
	f.Reset()
	assert.Len(t, f.Batches, 1)
	assert.Empty(t, f.Batches[0].Instances)
	assert.Equal(t, 2, cap(f.Batches[0].Instances))
	assert.Empty(t, f.HUD)
	assert.Zero(t, f.Drawn)
	assert.Same(t, &f.Batches[0], f.Batch("cube"))
}
