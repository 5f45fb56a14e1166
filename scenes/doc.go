// Package scenes turns scene files — JSON that says which entities exist
// and which components they carry — into entities in an ecs.World.
//
// Keeping the scene in data rather than in Go code is what lets a player
// change who falls by editing a file: give the camera a "Gravity" and take
// it from the cubes, press R, and the same physics system drops the camera
// instead. No Go code knows which entities fall; the file decides.
//
// # The format
//
// A scene has a name, a description, a seed, a list of named entities and
// a list of spawners. A spawner makes count entities from one recipe, in
// which any number or vector may be a fixed value or a range
// {"min": a, "max": b} drawn per entity, and any field may pick from a
// {"palette": [...]} or copy another component's field with
// {"sameAs": "Gravity.force"}. A save ([Encode]) writes the entities the
// scene named as named entities and every other one as a row of a table:
// the values its entities share once, then one row of values per entity
// ([TableSpec]). Components are keyed by short names
// ("Transform", "Gravity") registered in a [Registry]; their fields by the
// Go field names in lowerCamelCase. scenes/README.md is the full reference,
// with every component and field.
//
// # Loading and checking
//
// [Open] takes a shipped scene's name or a path, by one rule: a path that
// exists on disk is always that file, and only otherwise is a bare name a
// shipped scene. It reads only regular files, opened without blocking, so
// that neither start-up nor the R key can hang on a pipe or a device.
// [Parse] checks bytes: the syntax, the names, the types, and that every
// value can work (a camera that draws something, a positive scale, a
// colour in [0, 1]; limits.go). A bad file gives an [*Errors] that lists
// every problem at once, each with file:line:col, the JSON path, what was
// expected and, where one exists, a suggestion (did you mean "Gravity"?),
// with anything unprintable escaped. [Scene.Check] adds what depends on
// the command line (the entity caps under -cubes, which caps.go sets out
// with their reasons); Spawn, the R key and
// -check all call it, so they always agree. The loader has its own small JSON
// parser because encoding/json stops at the first problem and forgets
// where values were. The parser never panics on any input; FuzzLoad keeps
// it honest.
//
// # Spawning and determinism
//
// [Scene.Spawn] creates each spawner's entities in one batch
// (ecs.World.NewEntities, straight into their final archetype table) and
// then fills in the fields that differ per entity. Random values come from
// math/rand/v2's PCG generator seeded from the scene's seed, one stream per
// spawner, drawn in a fixed order: the same file and seed give the same
// world, bit for bit, on every machine.
package scenes
