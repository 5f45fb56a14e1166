// Package systems is Cubefall's behaviour: everything that changes the world
// from one frame to the next.
//
// A system is a small struct with an Update(w *ecs.World) method. It builds
// its queries once, in Init, keeps them in fields, and on every Update walks
// the entities that carry the components it needs. Systems never call each
// other: they talk only through components on entities and through
// resources (world-wide singletons such as [resources.Input],
// [resources.SimState] and the [frame.Frame] being collected). That is what
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
//     and on each other, through a spatial grid kept in the [Collisions]
//     resource, and moves bodies that came to rest into the Sleeping
//     tables, which physics, spin and collide all skip.
//   - Update, once per frame: [PauseMenu] (Esc), [Pause], [TimeScale], [Toggles], [CameraControl],
//     [GravitySwap], [InspectorControl] (Tab, F and clicks:
//     the inspector and its selection), [GravityGun], [Reload] and
//     [ScenePicker].
//   - Render, once per frame: [Collect] fills the frame description that
//     package render draws (blending moving cubes between the last two
//     fixed steps) and, in its culling loop, picks the cube under the
//     crosshair ([Aim]), [Shadows] lays a soft disc on the ground under
//     each cube near it, [HUD] writes its text, [Notices] the centred notice
//     (the pause menu, the start hint), [EventLog] appends the last
//     five events to the detailed HUD, and [InspectorView], last, fills
//     the inspector's panels while it is open: tables, systems with the
//     component sets their queries match (through [ecs.QueryLister], see
//     queries.go), the frame graph, the selected entity and the events.
//
// # Resources
//
// [AddResources] adds what the systems share: the player's
// [resources.Input] and [resources.Bindings], [resources.SimState]
// (pause, the pause menu), [resources.ViewOptions] (culling, instancing,
// help, the detailed HUD),
// [resources.AppRequests] (quit, screenshot) and [resources.Status] from
// package resources; from this package [Aim] (what the gravity gun would hit),
// [InspectorState] (the inspector open or closed, and its selection),
// [DrawTimes] (the previous frame's simulation and draw times, for the
// frame graph, written by main),
// [RenderStats] (what the renderer did, written by main), [Collisions]
// (the collision step's grids, bodies and counts, kept from step to step)
// and the [frame.Frame] being collected; the world's [ecs.Workers] pool,
// which main adds (workersOf makes a serial one for a world without); and one ecs.Events queue per demo event
// type (gravity changed, scene loaded, reload failed, screenshot saved). main adds a [SceneRef] naming the running
// scene, which [Reload] rebuilds.
//
// # No GL here
//
// The package is cgo-free. The render collection system does not draw: it
// fills a plain [frame.Frame]. The window layer does not call systems: it
// fills [resources.Input]. So every system runs without a window, and
// cubefall -headless is simply the same schedule with the draw skipped.
package systems
