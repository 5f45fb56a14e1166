package scenes

// Default is the name of the scene Open loads for an empty name.
const Default = "falling-cubes"

// Scene is a parsed and checked scene file, ready to spawn any number of
// times. Parsing does all the checking, so Spawn can only fail on a bad
// Overrides value.
type Scene struct {
	// Name and Description come from the file.
	Name, Description string
	// Seed seeds the random draws of ranges and palettes.
	Seed int64
	// Source is where the scene came from: the path on disk it was read
	// from, or "embedded:falling-cubes" for a shipped scene, so that a log
	// or the HUD can say which one is running. Open(Source)
	// loads it again, which is how the R key reloads a scene.
	Source string
	// Entities are the named entities, in file order.
	Entities []EntitySpec
	// Spawners are the recipes for many entities, in file order.
	Spawners []SpawnerSpec
	// Tables are saved entities, one row each (tables.go), in file order.
	Tables []TableSpec
	// Links are a saved world's parent links (hierarchy.go).
	Links []Link
	// order is the rows of every table in ascending index order: the
	// order Spawn creates them in (rowOrder).
	order []rowRef
	// ends indexes the entities links may name (hierarchy.go), once
	// links are checked.
	ends *linkEnds
}

// EntitySpec is one named entity of a scene.
type EntitySpec struct {
	Name       string
	Components []Template
	// Parent names the entity this one is a child of ("ChildOf"), or is "".
	Parent string
	// parentAt is the byte offset of its "ChildOf" in the file, for a
	// message about its parent.
	parentAt int
}

// SpawnerSpec creates Count entities from the same component templates.
type SpawnerSpec struct {
	Name       string
	Count      int
	Components []Template
	// Children are given to every spawned entity (hierarchy.go).
	Children []ChildSpec
}

// hasComponent reports whether the templates include the named component.
func hasComponent(ts []Template, name string) bool {
	for _, t := range ts {
		if t.Name == name {
			return true
		}
	}
	return false
}

// HasComponent reports whether the entity carries the named component.
func (e EntitySpec) HasComponent(name string) bool { return hasComponent(e.Components, name) }

// HasComponent reports whether the spawner's entities carry the named
// component.
func (s SpawnerSpec) HasComponent(name string) bool { return hasComponent(s.Components, name) }
