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
// camera is given a [Gravity] and a [RigidBody]. Nothing in the physics code
// knows what a camera is; giving an entity the right components is enough.
//
// World-wide singletons (input, key bindings, pause state) are not here: they
// are resources, one value per world, and live in package resources.
package components
