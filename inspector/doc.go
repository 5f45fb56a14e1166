// Package inspector is the ECS made visible: an in-game overlay (Tab) that
// shows the world's archetype tables with their rows and bytes, every
// system with its time and the component sets its queries match, the
// frame graph, the selected entity's components and the latest events;
// and the same snapshot as JSON for -inspect-json.
//
// [InspectorControl] (the "inspect" system, in the Update phase) opens and
// closes it and selects the entity it describes; [InspectorView] (the
// "inspector" system, last in the Render phase, so that its panels show
// every other system's time) fills the frame's panels while it is open;
// [CollectInspect] and [SnapshotJSON] build the snapshot. [AddResources]
// and [Schedule] add its resources and systems; the program calls them
// after package view's.
//
// # Why a package of its own
//
// The inspector is a tool for looking at the ECS, not a part of the game:
// nothing in the game's rules depends on it, and the view draws its
// selection only through [resources.InspectorState]. Kept apart, it can
// walk every table and allocate as it likes, on frames it is open, without
// standing in the way of a learner reading the game's systems; and it
// shows how far introspection (ecs.TableInfo, ecs.QueryInfo) reaches
// without the ECS knowing about any tool. It builds on package view for
// the camera's view matrix, the event readers and text wrapping, and
// never calls GL: package render draws its panels.
package inspector
