package scenes

// The caps on what a scene file may hold, decided together and written
// down here, in one place: how many entities a scene may create, how many
// of them may be named, and how large its file may be; and, so that a
// file loads in memory proportional to what it creates, how many values,
// spawners, tables and palette entries it may list (budget.go counts them
// as the file is read). They are chosen so that a save of every world the
// count caps allow fits them and loads back (TestCapsFitEverySave checks
// the arithmetic), and a save is read back with the loader's checks
// before it replaces a file, so a save never writes a file that -scene
// refuses.

// MaxCount caps the entities a scene creates without names: those of
// every spawner together (and each one, and the -cubes override), plus the
// rows of its tables. Two million cubes is far past what the renderer
// draws smoothly, and the cap turns a typo such as 1e9 into a clear error
// instead of an out-of-memory crash.
const MaxCount = 2_000_000

// MaxNamed caps a scene's named entities: 150,000. A named entity is
// written out component by component (a few hundred bytes a cube) and
// loaded as a recipe of its own, so it costs far more than a spawned
// entity or a table row. Scenes written by hand name a few entities; a
// save names only the entities the scene named and writes every other
// one as a row of a table, so a save of any world keeps within the cap.
// A file that names every entity loads up to this many: a default scene
// of 150,000 cubes listed one by one (about 90 MB).
const MaxNamed = 150_000

// MaxEntities caps every entity a scene creates: named entities count
// against it as the others do. Under the two caps above, a scene of
// MaxCount spawned cubes still has room for its camera, sun and ground.
const MaxEntities = MaxCount + MaxNamed

// maxEntityBytes is the most a save writes for one entity with the
// default components, whether it is named (written out component by
// component), alone in a table (its values in the table's components), or
// one row of many: an entity that carries every component with every
// field away from its default, each number as long as a float32 can be
// written ("-7.6293945e-06"). TestCapsFitEverySave measures it.
const maxEntityBytes = 2_200

// MaxFileSize caps the size of a scene file, checked before the file is
// read: large enough for a save of any world the caps allow (MaxEntities
// entities of maxEntityBytes, and the header), about 4.7 GB. Saves are
// far smaller than this bound: a moving cube of the default scene takes
// about a tenth of it, as a row of a table (docs/performance.md, "Save
// and load"). Loading reads the file whole, then reads the rows of its
// tables straight into column data, so the memory a load takes is the
// file and what it creates; the cap stops only what cannot be a scene,
// such as a disk image given to -scene by mistake.
const MaxFileSize = MaxEntities*maxEntityBytes + 1<<20

// MaxPalette caps the values of one {"palette": [...]} list: 1,024. A
// palette is a short list of choices written by hand (the shipped scenes
// list six colours); a list of thousands is data, which a range or a table
// holds with far less, and each entry is a value the loader keeps.
const MaxPalette = 1_024

// maxEntityValues is the most JSON values (numbers, strings, arrays and
// objects, each a node of the loader's tree) a named entity can need with
// the default components: every component, every field away from its
// default, each vector written in full. TestCapsFitEverySave measures it.
const maxEntityValues = 128

// MaxValues caps the JSON values of a file outside the rows of its tables,
// which the loader reads into a tree of nodes, 80 bytes each (a table's
// rows are read straight into columns instead). It is derived from the
// caps above: room for MaxNamed named entities of maxEntityValues values,
// and about four million more (1<<22) for the rest: MaxTables tables as
// large as a named entity, and MaxSpawners spawners of some 500 values
// each, palettes included.
// That is about 23 million values, a tree of under 2 GB. A file over it
// is refused while it is read, before its tree grows past the cap. A save
// is read back with the loader's checks before it replaces a file (Save),
// so a world whose save would be over the cap is refused with this
// message, never written as a file that cannot load.
const MaxValues = MaxNamed*maxEntityValues + 1<<22

// MaxSpawners caps a scene's spawners: 4,096. A spawner is a recipe
// written by hand (the shipped scenes have one or two), which may create
// nothing (a count of 0) yet costs the loader its values; a save writes
// no spawners.
const MaxSpawners = 4_096

// MaxTables caps a scene's tables: 16,384. A save writes one table for
// each kind of entity (its components and the values of its text fields),
// so a world has this many kinds only if its scene made them one by one;
// a table's components are values the loader keeps, as a named entity's
// are. A save over the cap is refused before it replaces a file (Save).
const MaxTables = 16_384
