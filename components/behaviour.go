package components

import (
	"maps"
	"slices"

	"github.com/go-gl/mathgl/mgl32"

	"cubefall/ecs"
)

// Behaviour attaches a script to one entity: a named piece of Go code with
// OnCreate, OnUpdate and OnDestroy, the way Unity's MonoBehaviour or
// Unreal's actor components work. It is the exception to "components are
// plain data", made on purpose so that the trade-off can be seen: a script
// is convenient for one-off behaviour of a single entity, and costs an
// indirect call per entity per step where a system pays one loop for all
// (see docs/performance.md, "Behaviours").
//
// Name picks the script from the registry ([BehaviourParams] lists the
// names and the parameters each reads; package systems holds the code).
// The parameters are fields here, so that a scene file can write
// {"name": "beacon", "period": 2}; a script reads only its own, and keeps
// any state of its own in components too, never in hidden Go fields, so
// that everything a behaviour knows is in the world where saving, replay
// and other systems can see it.
type Behaviour struct {
	Name     string  // the script: "beacon" or "magnet"
	Period   float32 // beacon: seconds per pulse of colour
	Radius   float32 // magnet: how far it reaches
	Strength float32 // magnet: the pull on a cube at its centre, units/s²
	Disabled bool    // a disabled behaviour is not updated; it keeps its state and still gets OnDestroy

	// Script is the bound script, made from Name by the behaviour system
	// the first time it runs the entity (lazily), nil before. A scene
	// file cannot set it.
	Script Script
}

// Script is the code of a behaviour. The behaviour system calls OnCreate
// once before the first OnUpdate, OnUpdate once per frame while
// the behaviour is enabled, and OnDestroy exactly once when the entity is
// destroyed or loses its Behaviour, when the scene is reloaded, and at
// shutdown.
//
// OnCreate and OnUpdate run with the world unlocked and may change
// anything, structural changes included. OnDestroy may run inside an
// observer (during a Destroy), so structural changes there go through
// w.Commands().
type Script interface {
	OnCreate(w *ecs.World, e ecs.Entity)
	OnUpdate(w *ecs.World, e ecs.Entity, dt float64)
	OnDestroy(w *ecs.World, e ecs.Entity)
}

// BehaviourParams returns the parameters (the JSON names of Behaviour's
// fields) that the behaviour called name reads, and whether there is such
// a behaviour. Scene files are checked against it: an unknown name, or a
// parameter the named behaviour does not read, is an error with its
// file:line:col. The slice is the caller's own.
func BehaviourParams(name string) ([]string, bool) {
	params, ok := behaviourParams[name]
	return slices.Clone(params), ok
}

// BehaviourNames returns every behaviour's name, sorted.
func BehaviourNames() []string {
	return slices.Sorted(maps.Keys(behaviourParams))
}

// behaviourParams is the table behind BehaviourParams, read and never
// written, so that no importer can change what scene files may say.
var behaviourParams = map[string][]string{
	"beacon": {"period"},
	"magnet": {"radius", "strength"},
}

// Glow is a beacon's state: the colour it pulses around and how far
// through the current pulse it is (0 to 1).
type Glow struct {
	Base  mgl32.Vec3
	Phase float32
}
