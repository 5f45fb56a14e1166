package scenes

import (
	"fmt"
	"slices"
	"strings"

	"cubefall/components"
)

// componentChecks are the rules of single components that the field
// limits of limits.go cannot express, by component name: here, that the
// parameters a Behaviour may have depend on its name.
var componentChecks = map[string]func(c *checker, ts []Template, i int){
	"Behaviour": checkBehaviour,
	"Glow":      checkGlow,
}

// checkComponent runs the rule of template i's component, if it has one.
func (c *checker) checkComponent(ts []Template, i int) {
	if check, ok := componentChecks[ts[i].Name]; ok {
		check(c, ts, i)
	}
}

// checkBehaviour checks a Behaviour component: it has a name, every name
// it can take is a known behaviour, each parameter written is one that
// every such behaviour reads, and period and radius are greater than 0.
func checkBehaviour(c *checker, ts []Template, i int) {
	t := &ts[i]
	nameField, _ := t.info.lookupField("name")
	if _, written := t.written.at("name"); !written {
		c.report(t.off, t.path, fmt.Sprintf(`add "name": %q`, behaviourNames()[0]),
			"a Behaviour needs a name, one of: %s", strings.Join(behaviourNames(), ", "))
		return
	}
	names := texts(ts, i, nameField)
	for _, name := range names {
		if _, ok := components.BehaviourParams(name); !ok {
			off, path := t.where("name")
			c.report(off, path, suggest(name, behaviourNames()), "unknown behaviour %q", clip(name))
			return
		}
	}
	for _, f := range t.info.fields {
		if _, written := t.written.at(f.name); !written || f.name == "name" || f.name == "disabled" {
			continue
		}
		for _, name := range names {
			if params, _ := components.BehaviourParams(name); !slices.Contains(params, f.name) {
				off, path := t.where(f.name)
				c.report(off, path, "remove it, or pick a behaviour that reads it",
					"behaviour %q has no parameter %s; it reads %s", name, f.name, strings.Join(params, ", "))
				return
			}
		}
	}
	for _, rule := range behaviourRules() {
		c.checkField(ts, i, rule)
	}
}

// minBeaconPeriod is the shortest pulse a beacon takes, in seconds. A
// beacon moves its pulse on by one step's time over the period, so a
// period far below a step (1/60 s) only flickers, and one so short that
// the step divided by it overflows a float32 (below about 1e-40) would
// make the pulse, Glow.phase, NaN: a value no save can hold.
const minBeaconPeriod = 0.01

// behaviourRules are the limits on the behaviour parameters: each keeps
// the values the behaviour writes (a beacon's Glow and Mesh.color, a
// magnet's pull on RigidBody.velocity) within the limits of those
// components, so a world that runs them can always be saved and loaded.
// The magnet's strength needs none: package systems caps the speed its
// pull gives (systems.MagnetMaxSpeed).
func behaviourRules() []fieldRule {
	positive := everyAxis(func(x float64) bool { return x > 0 })
	return []fieldRule{
		{"Behaviour", "period", everyAxis(atLeast(minBeaconPeriod)), "at least 0.01 (seconds)",
			"a beacon pulses once per period, moving on one step (1/60 s) at a time, so a shorter pulse only flickers; 2 is calm, 0.5 is urgent"},
		{"Behaviour", "radius", positive, "greater than 0", "a magnet pulls what lies within its radius"},
	}
}

// checkGlow checks a Glow, a beacon's state: its base is the colour the
// beacon pulses and gives back to the mesh, so it follows Mesh.color's
// rule; its phase may be any number, which the beacon wraps into [0, 1).
func checkGlow(c *checker, ts []Template, i int) {
	c.checkField(ts, i, unitColour("Glow", "base"))
}

// behaviourNames lists the known behaviours, sorted.
func behaviourNames() []string { return components.BehaviourNames() }
