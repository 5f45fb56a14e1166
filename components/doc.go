// Package components holds the plain data that Cubefall's entities carry.
//
// A component is a struct with fields and no behaviour: it says what an
// entity is (a cube, a camera) and what state it has (where it is, how fast it
// moves). Behaviour lives in package systems, which query the world for
// entities carrying a given set of components and update them in bulk.
//
// Keeping components free of methods that do work is what lets the ECS store
// each component type in its own tightly packed column (see package ecs) and
// lets any system combine them in ways their authors did not plan: the same
// physics system that moves falling cubes moves the camera as soon as the
// camera is given a [Gravity] and a [RigidBody] — the lesson of seed article 000.
//
// Some types here are resources rather than per-entity components: world-wide
// singletons such as [Input], [Bindings] and [SimState]. They are plain data
// too, stored with ecs.AddResource.
package components
