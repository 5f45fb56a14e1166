// Package view turns the world into a picture's description: the plain
// [frame.Frame] that package render draws. Its systems run in the Render
// phase, once per frame, after the game's systems have moved the world:
//
//   - [Collect] walks every drawable entity, blends each moving cube between
//     the last two fixed steps, culls what the camera cannot see, makes the
//     crosshair's pick ([systems.Aim]) in the same loop, and writes one
//     40-byte instance per drawn entity into its mesh's batch;
//   - [Shadows] lays a soft disc on the ground under each cube near it;
//   - [HUD] writes the text overlay, [Notices] the centred notice (the
//     pause menu, the start hint) and [EventLog] the last few events.
//
// [AddResources] adds the frame and [RenderStats]; [Schedule] adds the
// systems in their order. The program calls both after package systems'
// own, and package inspector's after these.
//
// # Why a package of its own
//
// The game's rules (package systems) decide what happens; this package
// only shows it. Keeping the two apart keeps each readable on its own: a
// learner reads the rules as plain loops without meeting the collection's
// machinery, and the arrows point one way — view reads the systems'
// components and resources, the systems know nothing of the view, and
// neither calls GL. The one thing the view hands back is the crosshair's
// pick, which the gravity gun acts on: the cube the player saw
// highlighted.
//
// # Plain first, fast beside it
//
// The collection at a million cubes is the hottest loop of a frame, and it
// is written for the machine (collectonepass.go, collectrows.go). Its
// definition sits beside it: the plain loop of collectplain.go, one pass
// over every row on one goroutine, which the tests hold the fast fill to
// on the same world, instance for instance and bit for bit. Read the plain
// loop first. Each optimisation names the bar on docs/performance.md that
// it buys.
package view
