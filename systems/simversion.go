package systems

// SimulationVersion numbers what the systems do to a world, for
// recordings: a play-through recorded with one version replays to the
// same world, bit for bit, only on a build with the same version.
//
// Raise it with any change that makes the same scene and the same input
// give another world: a new physics rule, another order of systems, a
// different spawn or respawn, a new component the cubes are born with. Then
// re-record the recordings the tests replay (testdata/replays; the
// replay test names the command). A change that leaves every world as it
// was (speed, the HUD, drawing) keeps the version.
const SimulationVersion = 17
