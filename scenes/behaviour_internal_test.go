package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckBehaviour runs the Behaviour rule on decoded components
// directly, so it is tested whether or not the checker's value pass
// calls it (TestBehaviourParametersAreChecked checks that it does).
func TestCheckBehaviour(t *testing.T) {
	for _, tc := range []struct{ json, want string }{
		{`{"Behaviour": {"period": 1}}`, `c.json:1:15: $.Behaviour: a Behaviour needs a name, one of: beacon, magnet (add "name": "beacon")`},
		{`{"Behaviour": {"name": "beakon"}}`, `c.json:1:24: $.Behaviour.name: unknown behaviour "beakon" (did you mean "beacon"?)`},
		{`{"Behaviour": {"name": "beacon", "radius": 3}}`, `c.json:1:44: $.Behaviour.radius: behaviour "beacon" has no parameter radius; it reads period (remove it, or pick a behaviour that reads it)`},
		{`{"Behaviour": {"name": "magnet", "radius": 0}}`, `c.json:1:44: $.Behaviour.radius: radius must be greater than 0, got 0 (a magnet pulls what lies within its radius)`},
		{`{"Behaviour": {"name": {"palette": ["beacon", "magnet"]}, "period": 1}}`, `c.json:1:69: $.Behaviour.period: behaviour "magnet" has no parameter period; it reads radius, strength`},
		{`{"Behaviour": {"name": "magnet", "radius": 4, "strength": -2, "disabled": true}}`, ``},
	} {
		data := []byte(tc.json)
		root, serr := parseJSON(data)
		require.Nil(t, serr, tc.json)
		c := &checker{file: "c.json", lines: newLineIndex(string(data)), reg: DefaultRegistry()}
		ts := c.components(root, "$")
		for i := range ts {
			c.checkComponent(ts, i)
		}
		if tc.want == "" {
			assert.Empty(t, c.problems, tc.json)
			continue
		}
		require.NotEmpty(t, c.problems, tc.json)
		assert.Contains(t, c.problems[len(c.problems)-1].String(), tc.want)
	}
}
