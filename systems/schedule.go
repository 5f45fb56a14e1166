package systems

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// AddResources adds every resource the systems read, with its default
// value, unless the world already has one of that type (so a test or main
// can add its own first), and the creation rules the systems rely on. Call
// it before the scene is spawned, so the rules apply to the first entities.
// The view and the inspector add their own (view.AddResources,
// inspector.AddResources).
func AddResources(w *ecs.World) {
	requireInterpolation(w)
	requireWorldTransform(w)
	addDefault(w, ecs.NewWorkers(1)) // serial unless main added a pool first
	addDefault(w, &resources.Input{})
	bindings := resources.DefaultBindings()
	addDefault(w, &bindings)
	addDefault(w, &resources.SimState{})
	view := resources.DefaultViewOptions()
	addDefault(w, &view)
	addDefault(w, &resources.AppRequests{})
	addDefault(w, &resources.Status{})
	addDefault(w, &Aim{})
	addDefault(w, &Collisions{})
	AddMessages(w)
}

func addDefault[T any](w *ecs.World, r *T) {
	if _, ok := ecs.TryResource[T](w); !ok {
		ecs.AddResource(w, r)
	}
}

// Schedule adds Cubefall's systems to s, each in its phase and in the
// order it must run within it. The names are the ones the HUD and -stats
// show. The Render phase, which turns the world into a picture, is package
// view's (view.Schedule), and the inspector's systems are package
// inspector's (inspector.Schedule): the program adds them after these.
func Schedule(s *ecs.Scheduler) {
	// Startup: rules that hold for the whole run, registered once.
	s.Add(ecs.Startup, "hang", HangWhenWeightless{})
	s.Add(ecs.Startup, "announce", AnnounceScene{})
	// Fixed update: the simulation, 60 steps per simulated second. The
	// step gate decides whether this step moves the world; the scheduler
	// runs the simulation systems only if it does.
	s.Add(ecs.FixedUpdate, "stepgate", StepGate{})
	s.AddIf(ecs.FixedUpdate, "behaviours", Advancing, &Behaviours{}) // first, so that a pull is moved by this step
	s.AddIf(ecs.FixedUpdate, "physics", Advancing, &Physics{})
	s.AddIf(ecs.FixedUpdate, "spin", Advancing, &Spin{})
	s.AddIf(ecs.FixedUpdate, "respawn", Advancing, &Respawn{}) // before collide, which wakes what a recycled cube held up in the same step: no request waits past the step's end, where a save would lose it
	s.AddIf(ecs.FixedUpdate, "collide", Advancing, &Collide{})
	s.AddIf(ecs.FixedUpdate, "worldtransforms", Advancing, &WorldTransforms{}) // last, after everything that moves roots (the scene loader places a new scene's children)
	// Update: the player's input, once per frame.
	s.Add(ecs.Update, "pausemenu", PauseMenu{})
	s.Add(ecs.Update, "pause", Pause{})
	s.Add(ecs.Update, "timescale", TimeScale{}) // asks NotInMenu itself
	s.Add(ecs.Update, "toggles", Toggles{})
	s.AddIf(ecs.Update, "camera", NotInMenu, &CameraControl{}) // the pause menu has these keys while it is open
	s.AddIf(ecs.Update, "gravityswap", NotInMenu, &GravitySwap{})
	s.AddIf(ecs.Update, "gravitygun", NotInMenu, GravityGun{})
	s.AddIf(ecs.Update, "reload", NotInMenu, Reload{})
	s.AddIf(ecs.Update, "scenepicker", NotInMenu, &ScenePicker{})
}
