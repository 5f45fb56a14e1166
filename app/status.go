package app

import (
	"fmt"
	"slices"
	"time"
)

// statusLine is the one-line summary the browser page shows and reads
// out: the scene, the entities, the frames drawn and the median of the
// recent fixed steps, for example
// "falling-cubes · 10003 entities · frame 1234 · step 3.1 ms".
func statusLine(scene string, entities, frames int, recentSteps []time.Duration) string {
	step := "step –"
	if len(recentSteps) > 0 {
		step = fmt.Sprintf("step %.1f ms", msOf(median(recentSteps)))
	}
	return fmt.Sprintf("%s · %d entities · frame %d · %s", scene, entities, frames, step)
}

// median returns the middle value of ds (the upper middle of an even
// count), leaving ds as it is.
func median(ds []time.Duration) time.Duration {
	sorted := slices.Sorted(slices.Values(ds))
	return sorted[len(sorted)/2]
}

// lastSteps returns up to n of the most recent fixed-step times.
func (s *frameStats) lastSteps(n int) []time.Duration {
	all := s.recentSteps.inOrder()
	return all[max(len(all)-n, 0):]
}
