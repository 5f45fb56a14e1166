// Package ecs is the Entity-Component-System at the heart of Cubefall: a
// small, fast store for game objects made of plain Go structs, and a
// scheduler that runs the game's behaviour over them.
//
// An ECS splits a game object into three things. An entity is only a name —
// a number. Components are plain data attached to entities (a Transform, a
// RigidBody, a Gravity). Systems are the behaviour: each one runs every frame
// over all entities that carry a given set of components ("everything with a
// Transform, a RigidBody and a Gravity falls"). Keeping the data apart from
// the behaviour lets the ECS store each component type in tightly packed
// arrays, so a system walks memory in order instead of chasing pointers from
// object to object — and that is where the speed comes from.
//
// # One way per job
//
// Each job has one way to do it in each of three contexts: inside a loop
// over a query, inside an observer ([OnAdd], [OnRemove]), and outside
// both (a system's Update between its loops, a test, the scene loader).
// In a loop and in an observer the world is locked against structural
// changes, so those record them in [World.Commands] instead, and the
// recorded change does what the direct one does (see "Commands and the
// world lock"). Each way has a runnable example, the Example function
// named after it.
//
//   - create one entity: outside, [NewEntity1] … [NewEntity8]
//     (ExampleNewEntity2); in a loop or an observer,
//     [Commands.NewEntity] with values made by [Box]
//     (ExampleCommands_NewEntity);
//   - create many entities with the same types: outside, [NewBatch1] …
//     [NewBatch8] (ExampleNewBatch2); in a loop or an observer,
//     [Commands.NewEntity] once per entity;
//   - destroy an entity: outside, [World.Destroy] (ExampleWorld_Destroy);
//     in a loop or an observer, [Commands.Destroy] (ExampleCommands);
//   - give an entity a component, or overwrite the one it has: outside,
//     [Add] (ExampleAdd); in a loop or an observer, [Commands.Add]. Both
//     overwrite a component that is already there;
//   - take a component away: outside, [Remove] (ExampleAdd); in a loop or
//     an observer, [Commands.Remove] with [Type]. Both do nothing when
//     the component is missing;
//   - read or write a component: in a loop, the pointers of the row
//     ([Row2.Get]); in an observer, the pointer it is handed; of any other
//     entity, anywhere, [Get], or [TryGet] where it may be missing
//     (ExampleTryGet);
//   - loop over a query: for e, r := range q.All() ([Query2.All],
//     ExampleQuery2_All), in any context;
//   - loop with whole columns as plain slices, for work on a column at a
//     time: [Query2.Tables], then the table's Columns
//     (ExampleQuery2_Tables). It is not needed for speed: Go inlines both
//     range loops, and docs/performance.md#ecs-physics-step compares each
//     with a plain slice of structs;
//   - loop on several cores: [Query1.Parallel] with a [Workers] pool,
//     which hands each worker [Chunk1]s, runs of rows of one table
//     (ExampleQuery1_Parallel);
//   - change many entities at once, outside: [AddAll] and [RemoveAll]
//     (ExampleAddAll);
//   - pass messages between systems: [AddMessages], [Messages.Send] and a
//     [MessageReader] per reader (ExampleMessages), in any context;
//   - make an entity part of another (a child that goes when its parent
//     goes): outside, give it a [ChildOf], change it with [SetParent]
//     (many at once, in one check for cycles, with [SetParents]), and
//     list a parent's children with [Children] (ExampleChildOf,
//     ExampleSetParent, ExampleChildren; hierarchy.go says the rules); in
//     a loop or an observer, [Commands.Add] of a ChildOf;
//   - react when a component is added or removed: the observers [OnAdd]
//     and [OnRemove] (ExampleOnAdd, ExampleOnRemove);
//   - loop only over what was added or changed since the last loop: the
//     query filters [Added] and [Changed], with [ReadOnly] for a query
//     that only reads (ExampleAdded, ExampleChanged);
//   - create from component types known only at run time, as the scene
//     loader and the save do: [World.NewEntity] with values made by [Box]
//     (ExampleWorld_NewEntity), or [World.NewEntities] for many with the
//     same values.
//
// There are several common ways to build one, each found in many
// tutorials. The most common keeps one packed array per component type,
// with a map from entity to array index for each array, and gives every
// entity a signature, a bitset of the component types it has; each system
// keeps the set of entities whose signature matches and looks every one
// of them up in every array it reads. Others keep each component type in
// a sparse map keyed by entity and defer additions and removals to a sync
// point, or keep component pools in a scene object that hands them out.
// This package keeps their vocabulary (entity, component, signature,
// system, sync point) and changes what is slow or unsafe in them; each
// section below says what and why. Here a signature is called a mask
// (mask.go), and the set of components a query or table names is its
// mask.
//
// # Entities
//
// An [Entity] is a small value: an index and a generation. [World.NewEntity]
// creates one, [World.Destroy] removes it, [World.Alive] asks after it. A
// simple approach recycles destroyed IDs through a queue; a stale ID kept
// somewhere then silently names whichever entity got the ID next. Here,
// destroying an entity bumps the generation stored for its index, so an old
// Entity value no longer matches: every use of it is detected ([TryGet]
// returns false, [Get] and [World.Destroy] panic naming the entity) and it
// can never reach another entity's data. The zero Entity means "no entity"
// and is never alive. The world's entity directory keeps, per index, the
// generation and where the entity's components are.
//
// # Generations
//
// A generation is a uint32. When the entity holding an index's last
// generation (4,294,967,295) is destroyed, the index is retired: it is never
// handed out again, instead of wrapping to a generation an old handle might
// still carry. A retired index costs its 12-byte record; an index reaches it
// only after four billion create/destroy cycles of its own.
//
// # Components and archetypes
//
// A component is any Go type, usually a small struct; types with no fields
// are tags, used to filter ([With], [Without]). Types are registered per
// world on first use through generics — [Add], [NewQuery3] and the rest look
// a type up by its reflect.Type — so there is no list of types to keep by
// hand; a world holds up to 256 component types.
//
// Here the signature decides where the entity lives: all entities with the
// same signature share one archetype table, which holds one column (a typed
// slice, []Transform) per component type and one row per entity. The
// entity directory's record per entity index says which table and row hold
// it. Iterating a query then walks whole columns in order with no lookups
// per entity, instead of one entity→index lookup per component per entity.
// Removing a row moves the table's last row into the hole (swap-remove), so
// the columns stay packed.
//
// Adding or removing a component ([Add], [Remove]) changes the signature, so
// the entity's row moves to the neighbouring table; the step from table to
// table is cached as an edge with its column pairs worked out once.
// [World.NewEntity], [World.NewEntities], [NewEntity1]…[NewEntity8] and
// [NewBatch1]…[NewBatch8] create entities directly in the table for their
// final signature, without moving through the tables on the way. [AddAll] and [RemoveAll] change whole tables
// at a time (the demo's gravity swap moves Gravity on 10,000 cubes with one
// call).
//
// # Queries
//
// [NewQuery1] … [NewQuery8] build a typed query over the entities that have
// all its component types and pass its filters ([With], [Without]). The query
// caches the tables that match, and since tables are never deleted, it only
// has to look at tables created since its last use.
//
// # Iteration
//
// A query is read with Go's range-over-func loops (Go 1.23), which lock the
// world while they run:
//
//   - [Query3.All]: one entity at a time, with its [Row3] of pointers
//     (for e, r := range q.All() { t, rb, g := r.Get() ... }); the form for
//     most systems;
//   - [Query3.Tables]: once per table, then the table's
//     [Table3.Columns]; the form for a hot loop that works on whole
//     columns.
//
// Both range forms are inlined by Go into the loop that ranges over them;
// docs/performance.md compares them with a plain Go loop over a slice of
// structs. The iterator unlocks the world when the loop ends at the last
// entity or by break or return, but not when the loop body panics: the
// unlock is a plain call after the loop, not a deferred one, because Go
// inlines an iterator into its loop only when the iterator has no defer.
// The [Scheduler] takes back the locks a panicking system left as the
// panic passes through it, so a panic recovered above [Scheduler.Frame]
// finds the world unlocked. Code that loops over a query outside a
// scheduler and recovers from a panic in the loop body is left with a
// locked world.
//
// [Query3.Parallel] is the per-table form for more than one core: the
// matching rows are cut into chunks of at most 4,096 rows, and the
// goroutines of a [Workers] pool, started once and reused every frame,
// take chunks until none is left. The function it is given sees only its
// chunk's rows, as a [Chunk3] of column slices, so no locks are needed and the result is the same with one
// worker or many; like every loop over a query, it must not change the
// world's structure.
//
// # Commands and the world lock
//
// While a query iterates, the world is locked: a structural change (create,
// destroy, add, remove) would move rows under the loop's feet, so it panics
// with a message that says to record the change instead. [World.Commands]
// returns the world's command buffer; [World.ApplyCommands] applies what was
// recorded at a sync point, and the [Scheduler] calls it after every system.
// This is the sparse-map approach's sync point: additions and removals wait
// until no one is iterating. An applied command does what the direct call
// does: [Commands.Add] and [Add] overwrite a component the entity already
// has, [Commands.Remove] and [Remove] do nothing when it lacks one. Only a
// dead entity is treated differently, because the world may have changed
// since the command was recorded: its command is skipped, where the direct
// call panics. [Commands.NewEntity] returns the new entity's handle at once,
// reserved: it is not alive until the commands are applied, but later
// commands of the same buffer can already name it (create a child, then
// give it a component), and after the sync point it is the live entity.
//
// # Resources
//
// Resources are typed singletons in the world: input state, time, settings,
// statistics ([AddResource], [GetResource]). A common approach lets systems
// reach the world through a global coordinator object; here nothing is
// global: a system gets the world as an argument and finds the singletons it
// needs in it, so two worlds (a test and a game, or two scenes) never share
// state. Systems talk to each other only through components and resources,
// never by calling each other.
//
// # Systems and the scheduler
//
// A [System] is a small struct with an Update method, and optionally Init
// and Shutdown methods; it keeps its queries in fields, built in Init. In
// the array-per-component
// approach a system owns a set of entity IDs that a manager keeps up to date
// on every signature change; here a system owns a query, and the query
// finds its tables itself. Where an approach runs sync points as systems of
// their own, here the sync point follows every system.
//
// The [Scheduler] runs the [Startup] systems once, then, every frame, the
// [FixedUpdate] systems zero or more times with a constant time step (an
// accumulator with a cap on catch-up steps, so a slow frame cannot snowball),
// then the [Update] and [Render] systems once. A system added with
// [Scheduler.AddIf] runs only while its run condition holds, so a rule such
// as "the simulation is paused" is stated once, where the systems are
// scheduled, instead of in every system. The scheduler keeps the [Time]
// resource current and records each system's time in the [SystemStats]
// resource for the HUD and -stats.
//
// # Using several cores
//
// Inside one system, deterministically: [Query3.Parallel] (and its
// siblings) cuts the matching rows into chunks and hands them to a fixed
// pool of goroutines, the [Workers] resource, started once: a frame starts
// no goroutine and allocates nothing, and since each chunk's rows belong
// to it alone, any number of workers gives the same world. The scheduler
// itself runs one system at a time: the heavy systems already keep every
// core busy with their own chunks, and two of them side by side would only
// compete for the same cores.
//
// Tools can look inside without costing the frame anything: [World.Tables],
// [World.TableOf] and [World.Components] describe the archetype tables and
// one entity, and a system with a Queries method names its queries, each
// of which describes what it matches ([QueryInfo]). Cubefall's in-game
// inspector is built on these; nothing on the frame path calls them.
//
// # How systems talk and react
//
// Systems never call each other; chapter one's tools for talking are
// components and resources, which say how things are. Three more say what
// happened and react to it.
//
// Messages ([Messages], [MessageReader]) carry "what happened" from one
// system to any number of others: the gravity gun sends "this cube lost its
// gravity", the HUD's event log reads it, and neither knows the other. Each
// message type is a resource ([AddMessages]). Why they are kept in a
// numbered ring, so that every reader sees every message once whatever
// rates sender and reader run at, is said once, in [Messages].
//
// Observers ([OnAdd], [OnRemove]) react to events: a component arriving
// or leaving, however it happens: [Add], [Remove],
// [World.NewEntity], [World.Destroy], the batch forms ([AddAll],
// [RemoveAll], [World.NewEntities], [NewBatch3], [World.DestroyAll])
// and applied [Commands]. A rule such as "a cube that
// loses its Gravity stops" is then one observer beside the component,
// instead of a line every system that removes Gravity must remember.
// OnAdd runs after the component is in place with its value, so the
// observer sees it; OnRemove runs before it goes, so the observer still
// sees it, and Destroy runs OnRemove for every component of the entity. In
// a batch an observer runs once per entity, table by table. An observer
// may read and write any component value, use resources, send messages and
// run queries; a structural change from inside one would move the rows
// being observed, so it panics and says to record the change in
// [World.Commands], which is applied after the system. There is no OnSet:
// a value written through a pointer from [Get] or a query cannot be seen
// without making every write pay, and the demo has no rule that needs it.
// With no observer registered a structural change pays one comparison;
// with one, a batch pays one indirect call per entity (docs/performance.md,
// AddRemoveBatchObserved).
//
// A system that derives something from components (a cache, a mesh, an
// upload to the graphics card) need only redo it where they changed:
// [Added] and [Changed] filters make a query visit only the tables where
// a component was added, or handed out for writing, since the query's
// previous loop. Go cannot see a write through a pointer, so every place
// that hands one out counts as a write, unless a query promises with
// [ReadOnly] only to read; changes.go states the rule and what it misses.
// A skipped table costs one comparison of ticks (docs/performance.md,
// ChangedFilter).
//
// [Require] declares a required component: every entity created with a T
// also gets an R. require.go says why where an entity is born matters.
//
// Behaviour scripts, the Unity and Unreal way of attaching code to one
// object, are built in package systems from these pieces: a Behaviour
// component names a script in a registry, a system binds it the first time
// it meets the entity and calls its OnCreate and OnUpdate, and an OnRemove
// observer calls its OnDestroy when the entity is destroyed, loses the
// component or the scene is reloaded. A script keeps its state in
// components, so that saving, replaying and other systems see all of it,
// and since it may touch anything, the system that runs scripts must never
// run beside another. It is the convenient form for one-off behaviour of a
// few entities; for many entities one system over packed columns is several
// times faster (docs/performance.md, Beacons).
//
// # The world hash
//
// [World.Hash] digests every live entity into one 64-bit value, so a test
// can ask "did this run end in the same world?" with one comparison: the
// same scene and seed run twice, a run with one worker and with four, a
// replayed play-through against its recording. Its comment says what it
// reads and what it leaves out.
//
// # Errors and panics
//
// Misuse is a programming error and panics, with a message that names the
// operation, the entity and the component type, and says what to do. Each
// item below is tested word for word in misuse_test.go (the test named in
// brackets) or beside the feature:
//
//   - a structural change while a query iterates
//     (TestMisuseWhileLocked, TestAllRefusesStructuralChangesInside);
//   - using a destroyed (stale) or zero entity (TestMisuseStaleEntity);
//   - getting a component the entity lacks, a component type given twice
//     when creating, a negative count (TestMisuseComponents);
//   - a resource that is missing, nil or added twice (TestMisuseResources);
//   - a non-positive fixed step, an unknown phase (TestMisuseScheduler), a
//     nil run condition
//     (TestRunConditionMisuse);
//   - Scheduler.Add or AddIf after Init, Init twice, a nil system
//     (TestMisuseSchedulerLifecycle);
//   - the same component type twice in a query, a Without filter that
//     excludes a type the query (or AddAll, RemoveAll) requires, AddAll[T]
//     with With[T] and RemoveAll[T] with Without[T] (TestMisuseQueries);
//   - a structural change from inside an observer
//     (TestStructuralChangeInsideObserverPanics), a nil observer
//     (TestObserverMisuse);
//   - a Messages ring with a capacity below 1 (TestMessagesMisuse);
//   - a type that requires itself (TestRequireMisuse);
//   - an Added, Changed or ReadOnly filter given to AddAll or RemoveAll
//     (TestChangeFiltersAreForQueries).
//
// An entity handle is only meaningful in the world that made it. A handle
// from another world is not detected: it names whatever entity holds the
// same index and generation there, if any. Detecting it would need a world
// number in every handle: in a wider Entity, making every table row and
// stored handle larger, or in spare bits of the generation, where the
// number must differ between live worlds yet be the same from run to run
// (handles, hashes and saves depend on it), which no world can choose
// without global state. Neither is worth it for a mistake that a game with
// one world cannot make.
//
// Where absence is expected there is a form that does not panic: [World.Alive],
// [Has], [TryGet], [TryResource], [Query3.Count].
// [Scheduler.Init] returns the first error of a system's Init. A World is not
// safe for concurrent use, except as the pool uses it: a query's chunks
// touch rows of their own, while the world is locked against structural
// changes.
//
// # Performance
//
// The benchmarks in bench_test.go measure the physics step of the demo
// (position += velocity·dt; velocity += force·dt over Transform, RigidBody
// and Gravity) four ways in the same run — a plain Go slice of structs, three
// plain slices, and the two range forms: Tables over columns and the
// one-level All — and the cost of structural changes.
// In short: the table loop runs at the speed of plain slices, and no form
// allocates; the free functions ([Get], [Add]) look the component type up
// on every call, which a query does once; batch
// changes cost a small fraction of one-entity changes per entity. The
// measured figures, the machine and how to reproduce them are in
// docs/performance.md.
//
// TestChurn creates and destroys 10,000,000 entities in waves around a
// population of 100,000: no handle is ever shared by two live entities,
// every destroyed handle stays stale, and the heap in use stays flat from
// the fifth wave to the last.
package ecs
