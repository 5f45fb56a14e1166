package main

import (
	"io"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPercentilesAndMeans(t *testing.T) {
	s := newFrameStats()
	for i := 1; i <= 100; i++ {
		s.record(time.Duration(i)*time.Millisecond, time.Millisecond, 500*time.Microsecond)
	}
	sum := s.summary(ecs.NewWorld())
	assert.Equal(t, 100, sum.Frames)
	assert.InDelta(t, 50.5, sum.FrameMSMean, 1e-9)
	assert.InDelta(t, 50, sum.FrameMSP50, 1e-9)
	assert.InDelta(t, 95, sum.FrameMSP95, 1e-9)
	assert.InDelta(t, 99, sum.FrameMSP99, 1e-9)
	assert.InDelta(t, 1.5, sum.GoMSMean, 1e-9, "systems + upload")
	assert.InDelta(t, 100/5.050, sum.FPSMean, 1e-9)
}

func TestPercentilesSeeOnlyTheRecentFrames(t *testing.T) {
	s := newFrameStats()
	for range ringSize {
		s.record(time.Second, 0, 0) // a slow start ...
	}
	for range ringSize {
		s.record(time.Millisecond, 0, 0) // ... pushed out of the ring
	}
	sum := s.summary(ecs.NewWorld())
	assert.Equal(t, 2*ringSize, sum.Frames)
	assert.InDelta(t, 1, sum.FrameMSP99, 1e-9)
	assert.InDelta(t, 500.5, sum.FrameMSMean, 1e-9, "the mean covers the whole run")
	assert.Len(t, s.recent, ringSize, "memory stays flat")
}

func TestEmptyStats(t *testing.T) {
	sum := newFrameStats().summary(ecs.NewWorld())
	assert.Zero(t, sum.Frames)
	assert.Zero(t, sum.FPSMean)
	assert.NotNil(t, sum.Systems, "JSON has an empty object, not null")
}

func TestValidFlags(t *testing.T) {
	cfg, err := parseFlags([]string{"-cubes", "0", "-seed", "-5", "-width", "1", "-height", "16384",
		"-frames", "3", "-scene", "storm", "-headless", "-stats", "-v", "-debug-gl", "-vsync", "-fullscreen"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 0, cfg.cubes)
	require.NotNil(t, cfg.seed)
	assert.Equal(t, int64(-5), *cfg.seed)
	assert.Equal(t, []int{1, 16384, 3}, []int{cfg.width, cfg.height, cfg.frames})
	assert.Equal(t, "storm", cfg.scene)
	assert.True(t, cfg.headless && cfg.stats && cfg.verbose && cfg.debugGL && cfg.vsync && cfg.fullscreen)

	cfg, err = parseFlags(nil, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, -1, cfg.cubes, "the scene's counts")
	assert.Nil(t, cfg.seed, "the scene's seed")
	assert.Equal(t, []int{1280, 720, 0}, []int{cfg.width, cfg.height, cfg.frames})
}
