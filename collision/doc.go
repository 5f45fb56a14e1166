// Package collision is the collision engine: it makes boxes solid. Given
// the boxes that move (awake bodies), the boxes that rest (sleepers) and
// the grounds, one step lists the pairs of boxes that may touch, pushes
// overlapping boxes apart and stops them approaching, lets boxes that
// hang over an edge slide off, marks the slow ones, and names the
// sleepers hit hard enough to wake.
//
// # Why a flat slice of bodies
//
// The engine knows nothing of entities, components or tables: it works
// on a flat slice of [Body] values, 64 bytes each, that its caller fills
// at the start of a step and reads back at the end. A body holds exactly
// what the broadphase and the solver read, so every pass over the bodies
// reads memory in order and nothing else; the engine can be tested and
// measured on its own; and the game's collide system (systems/collide.go)
// is a short adapter that copies bodies between the ECS columns and this
// slice. Entities become plain [ID]s, grounds and materials the engine's
// own [Ground] and [Material], and the worker pool a [Parallel].
//
// # Read this first
//
// [Reference] is the whole step in a hundred lines: every pair tested,
// solved in order, on one goroutine. It defines what the engine computes
// and is its test oracle (TestTheEngineMatchesTheReference). Everything
// else here makes the same step fast enough for a hundred thousand cubes,
// and each trick's doc comment names the bar of the performance page
// (docs/performance.md) it buys.
//
// # The four parts of a step
//
//  1. gather: the caller hands in the grounds ([Engine.SetGrounds]), the
//     sleepers when the engine asks ([Engine.Start], [Engine.AddSleeper]),
//     and the awake bodies ([Engine.Gather], [Run.Put]);
//  2. broadphase ([Engine.FindPairs]): sort the awake bodies into a
//     spatial grid and list the pairs close enough to touch, against each
//     other and against the sleepers, which have a grid of their own that
//     is rebuilt only now and then and a height map that spares a body
//     above them the query;
//  3. solve ([Engine.Solve]): island by island, several passes over the
//     ground and the pairs, each pushing overlapping boxes apart and
//     stopping them from approaching, then the tipping and the slow marks;
//  4. scatter: the caller reads each body back ([Engine.Gathered]), asks
//     whether it falls asleep ([Rest]) and hands those in
//     ([Engine.FellAsleep]), and wakes the sleepers the engine names
//     ([Engine.Woken]).
//
// [Parts] holds the time a caller measured in each.
//
// # What a step leaves for the next
//
// A save holds the game's entities and nothing else, and a world loaded
// from it must go on exactly as the saved world would have, bit for bit.
// So whatever the engine keeps from one step to the next is either
// rebuilt from what the caller hands in (the first step of a loaded
// world gathers every sleeper afresh: the caller says [Engine.SleptElsewhere])
// or changes how fast a step runs and nothing else: when the sleepers'
// grid is rebuilt, which grid holds a sleeper. The order in which the
// step meets bodies, which the solver's result depends on, follows the
// bodies' IDs and places, never the order in which the caller handed
// them in (see spatialGrid.orderTies and bySleeperID), which a loaded
// world does not share; and no request waits past the end of a step
// (see [Engine.WakeAround] and [Engine.Woken]). Later work on the engine
// must keep this true.
//
// The engine's result does not depend on the number of goroutines of the
// [Parallel] either: work is cut into pieces by index alone and joined in
// piece order.
package collision
