// Package resources holds Cubefall's resources: plain-data singletons that
// live in the world once each, not on any entity.
//
// A component describes one entity; a resource describes the game as a
// whole. The keyboard and mouse state ([Input]), the table that maps keys to
// the player's actions ([Bindings]), whether the simulation advances
// ([SimState]), the display toggles ([ViewOptions]), the requests only the
// frame loop can carry out ([AppRequests]), the HUD's status line
// ([Status]) and the inspector's state ([InspectorState]) each exist
// exactly once, so they are stored with
// ecs.AddResource and read with ecs.GetResource.
//
// Systems talk to each other and to the frame loop only through components
// and resources. The window layer in package render writes [Input]; the
// systems read it and write the others; main reads [AppRequests]. Because
// every one of them is plain data with no cgo, every system that reads them
// runs in tests without a window.
package resources
