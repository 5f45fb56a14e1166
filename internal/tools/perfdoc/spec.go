package main

import (
	"regexp"
	"strings"
)

// A bar is a promise a figure is checked against: the value of Metric
// ("ratio" for the ratio to the reference, or a unit such as "ns/entity")
// is at most Limit, or at least Limit when AtLeast is set.
type bar struct {
	Metric  string
	Limit   float64
	AtLeast bool
}

// met reports whether v keeps the promise.
func (b bar) met(v float64) bool {
	if b.AtLeast {
		return v >= b.Limit
	}
	return v <= b.Limit
}

// A benchSpec is one benchmark the page reports: its package directory,
// its full name as `go test -bench` prints it (without the GOMAXPROCS
// suffix), the benchmark it is compared with, if any, and its bars.
type benchSpec struct {
	Pkg  string
	Name string
	Ref  string
	// RefBytes adds the ratio of B/op to the reference's, beside the
	// ratio of time; a bar on it has the Metric "B/op ratio".
	RefBytes bool
	Bars     []bar
}

// pattern is the -test.bench expression that selects exactly this
// benchmark: every level of the name anchored and quoted.
func (s benchSpec) pattern() string {
	parts := strings.Split(s.Name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// top is the top-level benchmark function's name.
func (s benchSpec) top() string {
	top, _, _ := strings.Cut(s.Name, "/")
	return top
}

// A benchSection is one part of the page: a stable heading (readers link
// to its anchor), a paragraph on what it measures, and its benchmarks in
// the order they are shown and run.
type benchSection struct {
	Title   string
	Intro   string
	Benches []benchSpec
}

// Bars the browser build promises: the .wasm the page loads stays within
// 16 MB, and its fixed step at 10,000 cubes within 2.5 times the native
// headless one measured in the same run (see browser.go).
var (
	browserSizeBar = bar{Metric: "MB", Limit: 16}
	browserStepBar = bar{Metric: "ratio", Limit: 2.5}
)

// Bars the code promises.
var (
	noAllocs   = bar{Metric: "allocs/op", Limit: 0}
	asFastAs   = bar{Metric: "ratio", Limit: 1.0}
	within1_3x = bar{Metric: "ratio", Limit: 1.3}
)

// physicsSpecs is the ECS physics step at one size, each form compared
// with the plain slice of structs.
func physicsSpecs(size string) []benchSpec {
	base := "BenchmarkPhysicsBaseline/" + size
	return []benchSpec{
		{Pkg: "ecs", Name: base, Bars: []bar{noAllocs}},
		{Pkg: "ecs", Name: "BenchmarkPhysicsSoA/" + size, Ref: base, Bars: []bar{noAllocs}},
		{Pkg: "ecs", Name: "BenchmarkPhysicsTables/" + size, Ref: base, Bars: []bar{asFastAs, noAllocs}},
		{Pkg: "ecs", Name: "BenchmarkPhysicsRangeAll/" + size, Ref: base, Bars: []bar{within1_3x, noAllocs}},
	}
}

// systemsPhysicsSpecs is the demo's physics system at one size against the
// same arithmetic over a slice of structs.
func systemsPhysicsSpecs(size string) []benchSpec {
	plain := "BenchmarkPhysics/plain/" + size
	return []benchSpec{
		{Pkg: "systems", Name: plain},
		{Pkg: "systems", Name: "BenchmarkPhysics/system/" + size, Ref: plain},
		{Pkg: "systems", Name: "BenchmarkPhysics/plain-vec3/" + size, Ref: plain},
	}
}

// collectSpecs is the render collection at one size against a plain loop
// that fills the same instances with no culling, and the 80-byte matrix
// instances it replaced.
func collectSpecs(size string) []benchSpec {
	plain := "BenchmarkCollect/plain/culling=false/" + size
	return []benchSpec{
		{Pkg: "systems", Name: plain},
		{Pkg: "view", Name: "BenchmarkCollect/system/culling=false/" + size, Ref: plain},
		{Pkg: "view", Name: "BenchmarkCollect/system/culling=true/" + size, Ref: plain},
		{Pkg: "view", Name: "BenchmarkCollect/plain-matrix/" + size, Ref: plain},
		{Pkg: "view", Name: "BenchmarkCollect/plain-mathgl-chain/" + size, Ref: plain},
	}
}

// linearHierarchy is the promise that hierarchy work grows with the
// entities and links alone, however deep: the cost per entity at 100k is
// at most 1.5 times the cost at 1k.
var linearHierarchy = bar{Metric: "ratio", Limit: 1.5}

// hierarchySpecs is one hierarchy benchmark (the name up to the shape) in
// a chain and in a wide tree at 1k, 10k and 100k entities: 10k and 100k
// compared with 1k, per entity, and 100k held to linearHierarchy; beside
// the plain-Go baseline (named by plain, "" for none) at 1k and 100k.
func hierarchySpecs(pkg, name, plain string) []benchSpec {
	var out []benchSpec
	for _, shape := range []string{"chain", "wide"} {
		first := name + shape + "/1k"
		if plain != "" {
			out = append(out, benchSpec{Pkg: pkg, Name: plain + shape + "/1k"},
				benchSpec{Pkg: pkg, Name: first, Ref: plain + shape + "/1k"})
		} else {
			out = append(out, benchSpec{Pkg: pkg, Name: first})
		}
		out = append(out, benchSpec{Pkg: pkg, Name: name + shape + "/10k", Ref: first})
		if plain != "" {
			out = append(out, benchSpec{Pkg: pkg, Name: plain + shape + "/100k"})
		}
		out = append(out, benchSpec{Pkg: pkg, Name: name + shape + "/100k", Ref: first, Bars: []bar{linearHierarchy}})
	}
	return out
}

// benchSections is every benchmark section of the page, in page order.
var benchSections = []benchSection{
	{
		Title: "ECS physics step",
		Intro: "The demo's physics step (position += velocity·dt, velocity += force·dt over " +
			"Transform, RigidBody and Gravity) four ways over the same data, in `ecs/bench_test.go`: " +
			"`PhysicsBaseline` is a plain Go slice of structs (the yardstick), `PhysicsSoA` three plain " +
			"slices (the table layout without the ECS), `PhysicsTables` the ECS one table at a time " +
			"over its column slices (`Tables`, then each table's `Columns`), and " +
			"`PhysicsRangeAll` the one-level range loop (`All`), which Go inlines into a plain loop. Ratios are to " +
			"`PhysicsBaseline` at the same size.",
		Benches: append(physicsSpecs("10k"), physicsSpecs("1M")...),
	},
	{
		Title: "Parallel iteration",
		Intro: "The same physics step as `PhysicsTables`, cut into chunks of at most 4,096 rows and run " +
			"by a pool of workers with `Query3.Parallel` (`ecs/bench_test.go`, `PhysicsParallel`). " +
			"One worker runs every chunk on the calling goroutine: the serial yardstick. The ratio of two " +
			"workers to one is the time, so a ratio of 0.59 is a speed-up of 1.7×; the bars ask for 1.7× " +
			"at 100k (the data fits in the caches) and 1.4× at 1M (the step waits on memory). " +
			"`CollectParallel` is the render collection with culling (`view/bench_test.go`) with one " +
			"worker, against the same system as the Systems section runs it, and with two, against one: " +
			"its one pass, whose pieces each write at a place known before any is culled and leave runs for the renderer to gather, keeps the frame identical with any count of workers. " +
			"`CollectStorm` is the same collection over a million cubes laid out as in the storm scene, " +
			"each blended between its last two fixed steps as in the running demo, against the plain loop " +
			"that fills the same instances from a slice of structs (no blend, no culling); the bar is on " +
			"two workers. `CollectStorm/stream` is the memory's floor under it: the same bytes read per cube " +
			"(a Transform, an Interpolated and a Mesh) and written (a 40-byte instance), in the same pieces " +
			"shared out by the same pool, with no arithmetic; how far the collection lies above it is its own work. " +
			"`HandOff` is the pool's own cost (`ecs/bench_test.go`): two pieces of one increment each on " +
			"two workers with `Workers.For`, against the plain-Go way, a new goroutine per run and a " +
			"`sync.WaitGroup`. " +
			"`StormStep` is the storm scene's fixed step at a million cubes (`systems/stormstep_bench_test.go`): " +
			"`separate` is the step as the schedule runs it, physics (with its recording), spin and respawn " +
			"one after another, each a pass of its own over its query with its rows shared out among the " +
			"workers; `plain` is the same work, record, fall, turn and respawn, on a slice of structs with " +
			"one goroutine. ns per entity is ms per step at a million cubes. The " +
			"machine's cores are shared with other work, which caps what a second worker can add.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkPhysicsParallel/100k/workers=1", Bars: []bar{noAllocs}},
			{Pkg: "ecs", Name: "BenchmarkPhysicsParallel/100k/workers=2", Ref: "BenchmarkPhysicsParallel/100k/workers=1", Bars: []bar{{Metric: "ratio", Limit: 0.59}, noAllocs}},
			{Pkg: "ecs", Name: "BenchmarkPhysicsParallel/1M/workers=1"},
			{Pkg: "ecs", Name: "BenchmarkPhysicsParallel/1M/workers=2", Ref: "BenchmarkPhysicsParallel/1M/workers=1", Bars: []bar{{Metric: "ratio", Limit: 0.71}}},
			{Pkg: "view", Name: "BenchmarkCollectParallel/100k/workers=1", Ref: "BenchmarkCollect/system/culling=true/100k"},
			{Pkg: "view", Name: "BenchmarkCollectParallel/100k/workers=2", Ref: "BenchmarkCollectParallel/100k/workers=1"},
			{Pkg: "view", Name: "BenchmarkCollectStorm/plain/1M"},
			{Pkg: "view", Name: "BenchmarkCollectStorm/1M/workers=1", Ref: "BenchmarkCollectStorm/plain/1M"},
			{Pkg: "view", Name: "BenchmarkCollectStorm/1M/workers=2", Ref: "BenchmarkCollectStorm/1M/workers=1",
				Bars: []bar{{Metric: "ns/entity", Limit: 8}}},
			{Pkg: "view", Name: "BenchmarkCollectStorm/stream/1M/workers=1", Ref: "BenchmarkCollectStorm/1M/workers=1"},
			{Pkg: "view", Name: "BenchmarkCollectStorm/stream/1M/workers=2", Ref: "BenchmarkCollectStorm/1M/workers=2"},
			{Pkg: "ecs", Name: "BenchmarkHandOff/goroutine"},
			{Pkg: "ecs", Name: "BenchmarkHandOff/pool", Ref: "BenchmarkHandOff/goroutine", Bars: []bar{noAllocs}},
			{Pkg: "systems", Name: "BenchmarkStormStep/plain/1M"},
			{Pkg: "systems", Name: "BenchmarkStormStep/separate/1M/workers=1", Ref: "BenchmarkStormStep/plain/1M"},
			{Pkg: "systems", Name: "BenchmarkStormStep/separate/1M/workers=2", Ref: "BenchmarkStormStep/separate/1M/workers=1"},
		},
	},
	{
		Title: "Structural changes",
		Intro: "Creating entities and moving them between tables, in `ecs/bench_test.go`. " +
			"The create benchmarks destroy the previous 10,000 entities with `DestroyAll` and create " +
			"10,000 with four components; ns/entity covers both. `AddRemove` adds and removes one " +
			"component on one entity (ns/entity is per add+remove); `AddRemoveBatch` does it for " +
			"10,000 entities with `RemoveAll` and `AddAll`.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkCreateBatch", Bars: []bar{{Metric: "ns/entity", Limit: 20}}},
			{Pkg: "ecs", Name: "BenchmarkCreateOneByOne", Ref: "BenchmarkCreateBatch", Bars: []bar{{Metric: "ns/entity", Limit: 150}}},
			{Pkg: "ecs", Name: "BenchmarkCreateOneByOneBoxed", Ref: "BenchmarkCreateBatch"},
			{Pkg: "ecs", Name: "BenchmarkAddRemove", Bars: []bar{{Metric: "ns/op", Limit: 100}}},
			{Pkg: "ecs", Name: "BenchmarkAddRemoveBatch", Ref: "BenchmarkAddRemove", Bars: []bar{{Metric: "ns/entity", Limit: 10}}},
		},
	},
	{
		Title: "Component lookup",
		Intro: "Reading one component of 10,000 entities in random order, in `ecs/bench_test.go`: " +
			"`Get` with the free function `ecs.Get`, which looks the component type up on every call.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkGet"},
		},
	},
	{
		Title: "Systems",
		Intro: "The demo's systems over a field of falling, spinning cubes, in `systems/bench_test.go` " +
			"(physics, spin) and `view/bench_test.go` (the render collection), " +
			"each beside a plain Go loop doing the same work on a slice of " +
			"structs. `plain-vec3` is the physics written with mathgl's Vec3 methods; " +
			"`plain` fills the 40-byte instances (position, scale, Euler angles, packed colour), " +
			"`plain-matrix` the 80-byte ones the collection wrote before (a model matrix written float by " +
			"float and a float colour), `plain-mathgl-chain` the same with the matrices built by chained " +
			"mathgl multiplications; " +
			"`drawn` is how many cubes the collection kept.",
		Benches: concat(
			systemsPhysicsSpecs("10k"), systemsPhysicsSpecs("100k"),
			collectSpecs("10k"), collectSpecs("100k"),
			[]benchSpec{
				{Pkg: "systems", Name: "BenchmarkSpin"},
			}),
	},
	{
		Title: "Collisions",
		Intro: "The collide system's fixed step (`systems/collide_bench_test.go`) in a steady rain: " +
			"cubes of the default scene's recipe fall from up to 100 units onto a ground whose area grows " +
			"with the count (the default scene's density), land, settle, fall asleep and go back up after " +
			"4 to 30 s. The rain is saved after 600 warm-up steps, when about four cubes in five " +
			"sleep, and every op restores it to a new world, runs one step untimed (the one that gathers " +
			"the sleepers and grows the buffers) and times the next 60 (one simulated second); ms/step " +
			"is their mean. Both sizes so time the same second of the same rain: stepping one world on " +
			"for the whole `-benchtime` would time about 60 steps of the 100k rain and 900 of the 10k " +
			"one, two different moments of it, and the ratio would mix the growth with the difference " +
			"(the later steps are calmer: the 10k figure of that open-ended loop was lower than this window's). " +
			"`landing` is the same window saved after only 150 steps, when nearly every cube is still " +
			"awake, falling or landing: the default scene's first seconds, which its headless figure " +
			"mostly measures. `system` is `Collide.Update` (gather " +
			"from the columns, grid sort, pairs, up to four solver passes island by island, scatter, sleeping), " +
			"on one core (the benchmark's world has no worker pool); `plain` is the collision engine's " +
			"grid, pairs and solver (package `collision`) on its flat body slice alone, with no ECS around it. " +
			"The 100k row's ratio is " +
			"to the 10k row: how the cost grows with ten times the cubes. `pile` is 10,000 cubes lying " +
			"asleep in a block, where the step has nothing to move. `FixedStep` is physics, spin, collide " +
			"and respawn together in the 10k rain: one fixed step of the simulation. `Shadows` is the " +
			"blob shadows' cost per frame in the same rain (`view/shadows_test.go`; one disc per cube near the ground; drawing " +
			"them is one instanced call, inside the windowed figures). `Step` is the engine alone " +
			"(`collision/bench_test.go`) on one step's input of a rain of 2,000 cubes after 300 steps: " +
			"`reference` is the plain step that defines it and checks it in the tests (every pair, " +
			"in order, one goroutine), `engine` the same step through the grid, the islands and the " +
			"sleepers' grids and height maps. `Landing` is the engine alone through the landing of " +
			"the default scene at 100,000 cubes (`collision/bench_test.go`): the scene's recipe over " +
			"its own 100-by-100 field, reloaded at the eve of the landing for every op, and its grid, " +
			"pairs and solver timed in each of the 500 steps of the landing window of \"100,000 " +
			"colliding cubes\" (steps 101–600), on one goroutine and on two; ms/step is the mean " +
			"step, p50-ms the median, and the ratio is to one goroutine. It leaves out the copies to " +
			"and from the ECS columns and the other systems, and moves less from run to run than the " +
			"game's headless runs. `HugeAwakeBox` is the engine alone (`collision/bench_test.go`) with one " +
			"awake body far wider than the grid's cells: 10,000 and 100,000 cubes of the default scene's " +
			"recipe raining onto a plate a million units wide that falls under them, on one goroutine; " +
			"each op reloads the world after 60 steps and times the engine's step in the next 20. The " +
			"100k row's ratio is to the 10k row, and its bar of 15 is 1.5 times the cost per cube: the " +
			"wide body is tested against each cube once instead of making every cell as wide as itself.",
		Benches: []benchSpec{
			{Pkg: "systems", Name: "BenchmarkCollide/rain/plain/10k"},
			{Pkg: "systems", Name: "BenchmarkCollide/rain/system/10k", Ref: "BenchmarkCollide/rain/plain/10k",
				Bars: []bar{{Metric: "ms/step", Limit: 1.5}}},
			{Pkg: "systems", Name: "BenchmarkCollide/rain/plain/100k"},
			{Pkg: "systems", Name: "BenchmarkCollide/rain/system/100k", Ref: "BenchmarkCollide/rain/system/10k",
				Bars: []bar{{Metric: "ratio", Limit: 12}}},
			{Pkg: "systems", Name: "BenchmarkCollide/landing/system/10k"},
			{Pkg: "systems", Name: "BenchmarkCollide/pile/system/10k", Bars: []bar{{Metric: "ms/step", Limit: 0.3}}},
			{Pkg: "systems", Name: "BenchmarkFixedStep/rain/10k", Bars: []bar{{Metric: "ms/step", Limit: 2.5}}},
			{Pkg: "view", Name: "BenchmarkShadows/10k"},
			{Pkg: "collision", Name: "BenchmarkStep/reference/2k"},
			{Pkg: "collision", Name: "BenchmarkStep/engine/2k", Ref: "BenchmarkStep/reference/2k"},
			{Pkg: "collision", Name: "BenchmarkLanding/100k/workers=1"},
			{Pkg: "collision", Name: "BenchmarkLanding/100k/workers=2", Ref: "BenchmarkLanding/100k/workers=1"},
			{Pkg: "collision", Name: "BenchmarkHugeAwakeBox/10k"},
			{Pkg: "collision", Name: "BenchmarkHugeAwakeBox/100k", Ref: "BenchmarkHugeAwakeBox/10k",
				Bars: []bar{{Metric: "ratio", Limit: 15}}},
		},
	},
	{
		Title: "Events, observers and behaviours",
		Intro: "How systems talk and react. `Events` sends 64 events and reads them with one reader " +
			"(`ecs/events_test.go`); ns/event is per event, sent and read. `AddRemoveBatchObserved` is " +
			"`AddRemoveBatch` with one `OnRemove[Gravity]` observer registered, which runs for each of " +
			"the 10,000 entities (`ecs/observers_test.go`). `Beacons` pulses the colour of 10,000 cubes " +
			"by one frame (`systems/behaviours_bench_test.go`): `behaviours` as one behaviour script per " +
			"cube, `system` as one system with one loop, the same arithmetic.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkEvents", Bars: []bar{{Metric: "ns/event", Limit: 10}, noAllocs}},
			{Pkg: "ecs", Name: "BenchmarkAddRemoveBatchObserved", Ref: "BenchmarkAddRemoveBatch", Bars: []bar{{Metric: "ratio", Limit: 2}}},
			{Pkg: "systems", Name: "BenchmarkBeacons/system"},
			{Pkg: "systems", Name: "BenchmarkBeacons/behaviours", Ref: "BenchmarkBeacons/system"},
		},
	},
	{
		Title: "Hierarchy",
		Intro: "Placing children in the world (`systems/worldtransforms_bench_test.go`): 2,000 compound " +
			"objects, each a root with a ring and three cubes on it, 8,000 children in all. `system` is " +
			"the worldtransforms system's step (parents first, look each child and its parent up, " +
			"`components.Compose`); `plain` composes the same transforms over a slice of structs already " +
			"in parent-before-child order. ns/child is per child placed; plain cubes carry no world " +
			"transform and cost nothing here. " +
			"The rest holds hierarchy work to growing with the entities alone, however deep: each at " +
			"1,000, 10,000 and 100,000 entities in a `chain` (each the child of the one before) and in a " +
			"`wide` tree (every one a child of one root), the 10k and 100k rows compared per entity with " +
			"1k, and 100k held to 1.5 times 1k. `HierarchyStep` (`systems/worldtransforms_bench_test.go`) " +
			"is the worldtransforms step, beside `plain`, the same `Compose` over a slice of structs in " +
			"order. `Hierarchy` (`scenes/hierarchy_bench_test.go`) is named cubes linked by \"ChildOf\": " +
			"`load` parses and spawns the scene file, beside `encoding/json` reading it into plain structs " +
			"and finding each parent by name; `save` is `scenes.Encode` of the spawned world, every link " +
			"written in \"links\", beside `encoding/json` writing the same cubes; `check` parses and " +
			"checks that saved file, links included, as `-check` does.",
		Benches: concat([]benchSpec{
			{Pkg: "systems", Name: "BenchmarkWorldTransforms/plain"},
			{Pkg: "systems", Name: "BenchmarkWorldTransforms/system", Ref: "BenchmarkWorldTransforms/plain"},
		},
			hierarchySpecs("systems", "BenchmarkHierarchyStep/system/", "BenchmarkHierarchyStep/plain/"),
			hierarchySpecs("scenes", "BenchmarkHierarchy/load/scenes/", "BenchmarkHierarchy/load/plain/"),
			hierarchySpecs("scenes", "BenchmarkHierarchy/save/scenes/", "BenchmarkHierarchy/save/plain/"),
			hierarchySpecs("scenes", "BenchmarkHierarchy/check/scenes/", ""),
		),
	},
	{
		Title: "Change detection",
		Intro: "What the `Added` and `Changed` query filters cost and save. `ChangedFilter` is the physics " +
			"step of `PhysicsTables` over 10,000 entities in eight tables (`ecs/changes_bench_test.go`): " +
			"`plain` without a filter, `none` with a `Changed[Gravity]` filter and nothing written, so " +
			"that the loop skips all eight tables (the cost of a skipped table), `one` with one entity's " +
			"Gravity written before each step, so that the loop visits its table, one of the eight. " +
			"ns/entity is per entity of the world. `ShadowsSettled` is the blob shadows of the pile " +
			"scene's 3,000 cubes at rest (`view/shadows_test.go`): `kept` is the Shadows system, which " +
			"keeps the sleepers' discs while an `Added[Sleeping]` loop sees no cube fall asleep and none " +
			"wakes, `cast` the same system casting every disc each frame.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkChangedFilter/plain", Bars: []bar{noAllocs}},
			{Pkg: "ecs", Name: "BenchmarkChangedFilter/none", Ref: "BenchmarkChangedFilter/plain", Bars: []bar{{Metric: "ratio", Limit: 0.01}, noAllocs}},
			{Pkg: "ecs", Name: "BenchmarkChangedFilter/one", Ref: "BenchmarkChangedFilter/plain", Bars: []bar{{Metric: "ratio", Limit: 0.25}, noAllocs}},
			{Pkg: "view", Name: "BenchmarkShadowsSettled/cast"},
			{Pkg: "view", Name: "BenchmarkShadowsSettled/kept", Ref: "BenchmarkShadowsSettled/cast", Bars: []bar{{Metric: "ratio", Limit: 0.25}}},
		},
	},
	{
		Title: "World hash",
		Intro: "`World.Hash`, the digest that determinism tests, serial-against-parallel checks and " +
			"replays compare, over 10,000 entities with Transform, RigidBody and Gravity " +
			"(`ecs/hash_test.go`). `HashBaseline` feeds the same bytes to the same FNV-1a loop from a " +
			"plain slice of structs, so the ratio is what reading the world through its tables costs.",
		Benches: []benchSpec{
			{Pkg: "ecs", Name: "BenchmarkHashBaseline/10k"},
			{Pkg: "ecs", Name: "BenchmarkWorldHash/10k", Ref: "BenchmarkHashBaseline/10k", Bars: []bar{{Metric: "ratio", Limit: 1.5}, noAllocs}},
		},
	},
	{
		Title: "Scene loading",
		Intro: "In `scenes/bench_test.go`: `Spawn` creates the default scene's cubes (eight components " +
			"each) in a new world; `SpawnShared` does the same in a world with a pool of one worker and " +
			"of two, which share each spawner's random draws out in pieces (the world stays the same); " +
			"`Parse` checks and builds the default scene from its bytes.",
		Benches: []benchSpec{
			{Pkg: "scenes", Name: "BenchmarkSpawn/10k"},
			{Pkg: "scenes", Name: "BenchmarkSpawn/1M"},
			{Pkg: "scenes", Name: "BenchmarkSpawnShared/1M/workers=1", Ref: "BenchmarkSpawn/1M"},
			{Pkg: "scenes", Name: "BenchmarkSpawnShared/1M/workers=2", Ref: "BenchmarkSpawnShared/1M/workers=1"},
			{Pkg: "scenes", Name: "BenchmarkParse"},
		},
	},
	{
		Title: "Save and load",
		Intro: "In `scenes/bench_test.go`: the default scene with 100,000 moving cubes (and its camera and " +
			"sun) written as a scene file by `scenes.Encode` (F6, `-save`), beside `encoding/json` writing the " +
			"same values from plain structs; and that file read back by `Parse` and `Spawn` (`-scene`), beside " +
			"`encoding/json` reading the same file into plain Go structs that mirror it, with no checks and no " +
			"world; and, as a floor for any loader, `encoding/json` reading the same values from its own form of them " +
			"into typed plain structs (encoding-json-values). bytes/entity is the file's size per entity: a save writes the cubes as rows of a table, the " +
			"fields named once. Saving is held to half a second; loading to twice `encoding/json`'s time and " +
			"bytes allocated (the ratio of time first, then of B/op).",
		Benches: []benchSpec{
			{Pkg: "scenes", Name: "BenchmarkSave/100k/encoding-json"},
			{Pkg: "scenes", Name: "BenchmarkSave/100k/scenes.Encode", Ref: "BenchmarkSave/100k/encoding-json",
				Bars: []bar{{Metric: "ns/op", Limit: 5e8}}},
			{Pkg: "scenes", Name: "BenchmarkLoad/100k/encoding-json"},
			{Pkg: "scenes", Name: "BenchmarkLoad/100k/encoding-json-values"},
			{Pkg: "scenes", Name: "BenchmarkLoad/100k/scenes.Parse+Spawn", Ref: "BenchmarkLoad/100k/encoding-json",
				RefBytes: true, Bars: []bar{{Metric: "ratio", Limit: 2}, {Metric: "B/op ratio", Limit: 2}}},
		},
	},
}

// otherTitle is the heading of the section for benchmarks the page does
// not know yet (added after this tool): they are run and listed as found.
const otherTitle = "Other benchmarks"

// benchPackages are the package directories whose benchmarks are run, in
// run order.
var benchPackages = []string{"ecs", "systems", "collision", "view", "scenes"}

func concat(lists ...[]benchSpec) []benchSpec {
	var out []benchSpec
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}
