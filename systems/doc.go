// Package systems is Cubefall's behaviour: everything that changes the world
// from one frame to the next.
//
// A system is a small struct with an Update(w *ecs.World) method. It builds
// its queries once, in Init, keeps them in fields, and on every Update walks
// the entities that carry the components it needs. Systems never call each
// other: they talk only through components on entities and through
// resources (world-wide singletons such as [resources.Input] and
// [resources.SimState]). That is what
// makes each one small, replaceable and testable on its own: a test builds a
// world by hand, writes an Input as data, runs one Update and looks at the
// components.
//
// # Phases
//
// [Schedule] adds every system to an [ecs.Scheduler] in the order it must
// run:
//
//   - Startup, once: [HangWhenWeightless] registers the observer that stops
//     an entity the moment it loses its Gravity, and [AnnounceScene] sends
//     the SceneLoaded event for the scene main spawned.
//   - FixedUpdate, 60 times per simulated second whatever the frame rate:
//     [StepGate] (pause and single step), then [Behaviours] (the
//     per-entity scripts, which may touch anything and so never run beside
//     another system; once per step, so that a pull keeps the
//     simulation's pace whatever the frame rate), [Physics], [Spin],
//     [Respawn] and [Collide], which the scheduler runs only in steps the
//     gate lets the world move (a run condition: the systems themselves
//     know nothing of pausing). Physics records each moving cube's place
//     before the step, so the render collection can draw it between the
//     last two steps. Collide lands bodies with a Collider on the ground
//     and on each other, through the collision engine (package collision)
//     kept in the [Collisions] resource, and moves bodies that came to rest into the Sleeping
//     tables, which physics, spin and collide all skip.
//   - Update, once per frame: [PauseMenu] (Esc), [Pause], [TimeScale], [Toggles], [CameraControl],
//     [GravitySwap], [GravityGun], [Reload] and [ScenePicker].
//
// The Render phase, which turns the world into the frame that package
// render draws, is package view's; the inspector's systems (its keys in
// Update, its panels last in Render) are package inspector's. Their
// systems read this package's components and resources; this package
// knows nothing of them. The one value the view hands back is the
// crosshair's pick, the [Aim] resource, which the view's render
// collection finds while it culls and the gravity gun acts on. The
// systems name their queries (through a Queries method, see queries.go and [ecs.QueryInfo])
// for the inspector's Systems panel.
//
// # Resources
//
// [AddResources] adds what the systems share: the player's
// [resources.Input] and [resources.Bindings], [resources.SimState]
// (pause, the pause menu), [resources.ViewOptions] (culling, instancing,
// help, the detailed HUD),
// [resources.AppRequests] (quit, screenshot) and [resources.Status] from
// package resources; from this package [Aim] (what the gravity gun would hit)
// and [Collisions]
// (the collision engine, its grids and bodies, and the counts, kept from
// step to step);
// the world's [ecs.Workers] pool,
// which main adds (workersOf makes a serial one for a world without); and one ecs.Messages queue per demo event
// type (gravity changed, scene loaded, reload failed, screenshot saved). main adds a [SceneRef] naming the running
// scene, which [Reload] rebuilds.
//
// # No GL here
//
// The package is cgo-free, and draws nothing: it does not even know the
// frame the view collects. The window layer does not call systems: it
// fills [resources.Input]. So every system runs without a window, and
// cubefall -headless is simply the same schedule with the draw skipped.
package systems
