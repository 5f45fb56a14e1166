package scenes_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
)

// This file is a model-based test of the scene hierarchy: it generates
// random scenes of named entities, table rows and spawners, parents given
// by "ChildOf", by "links" and by spawners' "children" (nested), cameras
// and falling bodies anywhere, and cycles of every length through "ChildOf" and links mixed.
// A small model of the rules says whether each scene is valid. Every scene
// then goes through -check's verdict (Parse, then Check with the
// overrides, as the program's -check does) and through a run's (Parse,
// SpawnEntities into a world set up as the program sets it up, one frame
// of every system, and FindCamera), and through R's reload from a running
// world. The test asserts that neither panics, that the three verdicts
// agree (and fail with the same first line), that the model agrees with
// them, and that an accepted scene's world has the parents the model
// expects and exactly one camera.

// modelSeeds is how many scenes the test generates, each from its own seed.
const modelSeeds = 3000

// end names an entity a link or a "ChildOf" points at: a named entity
// (named >= 0), a table row (row >= 0), or one the file does not hold.
type end struct{ named, row int }

// nobody is an end the file does not hold.
var nobody = end{-1, -1}

// mScene is the model of one generated scene.
type mScene struct {
	named    []mNamed
	rows     []mRow
	spawners []mSpawner
	links    [][2]end
	cubes    int // the -cubes override, or scenes.KeepCounts
}

// mNamed is a named entity: whether it has a Camera, a Transform, and a
// body (a RigidBody, a Collider and Gravity), and the parent its
// "ChildOf" names (nobody for none), or a name the file lacks
// (childOfMissing).
type mNamed struct {
	camera, transform, body bool
	childOf                 end // nobody for none; a named entity otherwise, maybe one below it
	childOfMissing          bool
}

// mRow is a table row: its entity index, and whether its table gives it
// a Camera.
type mRow struct {
	index  uint32
	camera bool
}

// mSpawner is a spawner of count entities, each with the children given.
type mSpawner struct {
	count    int
	camera   bool
	body     bool
	children []mChild
}

// mChild is one child a spawner gives each entity, with children of its
// own.
type mChild struct {
	camera   bool
	body     bool
	children []mChild
}

// generate draws a scene from rng.
func generate(rng *rand.Rand) mScene {
	var s mScene
	if rng.IntN(4) != 0 {
		s.named = append(s.named, mNamed{camera: true, childOf: nobody}) // most scenes start with their camera
	}
	for i, n := len(s.named), len(s.named)+rng.IntN(7); i < n; i++ {
		e := mNamed{camera: rng.IntN(15) == 0, transform: rng.IntN(5) != 0, body: rng.IntN(6) == 0, childOf: nobody}
		if i > 0 && rng.IntN(3) == 0 {
			e.childOf = end{rng.IntN(i), -1} // above it, as a "ChildOf" must be
			if rng.IntN(8) == 0 {
				e.childOf = end{i + rng.IntN(2), -1} // itself or below it: refused
			}
		}
		e.childOfMissing = rng.IntN(30) == 0
		s.named = append(s.named, e)
	}
	for i := range rng.IntN(5) {
		s.rows = append(s.rows, mRow{index: uint32(100 + 3*i + rng.IntN(2)), camera: rng.IntN(20) == 0})
	}
	for range rng.IntN(3) {
		s.spawners = append(s.spawners, mSpawner{count: rng.IntN(4), camera: rng.IntN(15) == 0, body: rng.IntN(2) == 0, children: genChildren(rng, 2)})
	}
	all := s.ends()
	if len(all) > 0 {
		for range rng.IntN(2) * (1 + rng.IntN(2)) {
			l := [2]end{all[rng.IntN(len(all))], all[rng.IntN(len(all))]}
			if rng.IntN(25) == 0 {
				l[rng.IntN(2)] = nobody
			}
			s.links = append(s.links, l)
		}
		if rng.IntN(5) == 0 {
			s.addCycle(rng, all)
		}
	}
	s.cubes = scenes.KeepCounts
	if rng.IntN(3) == 0 {
		s.cubes = rng.IntN(4)
	}
	return s
}

// genChildren draws up to two children, each with children of its own
// down to depth more levels.
func genChildren(rng *rand.Rand, depth int) []mChild {
	if depth == 0 || rng.IntN(2) == 0 {
		return nil
	}
	var cs []mChild
	for range 1 + rng.IntN(2) {
		cs = append(cs, mChild{camera: rng.IntN(20) == 0, body: rng.IntN(25) == 0, children: genChildren(rng, depth-1)})
	}
	return cs
}

// ends lists every entity a link can name.
func (s *mScene) ends() []end {
	var out []end
	for i := range s.named {
		out = append(out, end{i, -1})
	}
	for i := range s.rows {
		out = append(out, end{-1, i})
	}
	return out
}

// addCycle closes a cycle through k distinct entities: each gets the next
// as its parent, by "ChildOf" where a "ChildOf" may name it (a named
// entity above a named entity without one) and a coin says so, else by a
// link.
func (s *mScene) addCycle(rng *rand.Rand, all []end) {
	k := 1 + rng.IntN(min(len(all), 8))
	perm := rng.Perm(len(all))[:k]
	for j, p := range perm {
		child, parent := all[p], all[perm[(j+1)%k]]
		if child.named >= 0 && parent.named >= 0 && parent.named < child.named &&
			s.named[child.named].childOf == nobody && rng.IntN(2) == 0 {
			s.named[child.named].childOf = parent
			continue
		}
		s.links = append(s.links, [2]end{child, parent})
	}
}

// json writes the scene file.
func (s *mScene) json() string {
	var b strings.Builder
	b.WriteString(`{"name": "model", "seed": 3, "entities": [`)
	for i, e := range s.named {
		comps := []string{}
		if e.transform || e.camera || e.body { // a Camera and a RigidBody need a Transform
			comps = append(comps, fmt.Sprintf(`"Transform": {"position": [%d, 1, 0]}`, 3*i))
		}
		if e.body {
			comps = append(comps, bodyJSON)
		}
		if e.camera {
			comps = append(comps, `"Camera": {}`)
		}
		switch {
		case e.childOfMissing:
			comps = append(comps, `"ChildOf": {"parent": "nobody"}`)
		case e.childOf != nobody:
			comps = append(comps, fmt.Sprintf(`"ChildOf": {"parent": "e%d"}`, e.childOf.named))
		}
		sep(&b, i)
		fmt.Fprintf(&b, `{"name": "e%d", "components": {%s}}`, i, strings.Join(comps, ", "))
	}
	b.WriteString(`], "tables": [`)
	n := 0
	for _, camera := range []bool{false, true} {
		var rows []string
		for _, r := range s.rows {
			if r.camera == camera {
				rows = append(rows, fmt.Sprintf("[%d, [0, %d, 0]]", r.index, r.index))
			}
		}
		if len(rows) == 0 {
			continue
		}
		comps := `"Transform": {}`
		if camera {
			comps += `, "Camera": {}`
		}
		sep(&b, n)
		n++
		fmt.Fprintf(&b, `{"components": {%s}, "columns": ["index", "Transform.position"], "rows": [%s]}`, comps, strings.Join(rows, ", "))
	}
	b.WriteString(`], "spawners": [`)
	for i, sp := range s.spawners {
		sep(&b, i)
		comps := `"Transform": {"position": {"min": [-5, 0, -5], "max": [5, 9, 5]}}`
		if sp.camera {
			comps += `, "Camera": {}`
		}
		if sp.body {
			comps += ", " + bodyJSON
		}
		fmt.Fprintf(&b, `{"name": "s%d", "count": %d, "components": {%s}, "children": %s}`, i, sp.count, comps, childrenJSON(sp.children))
	}
	b.WriteString(`], "links": [`)
	for i, l := range s.links {
		sep(&b, i)
		fmt.Fprintf(&b, "[%s, %s]", s.endJSON(l[0]), s.endJSON(l[1]))
	}
	b.WriteString("]}")
	return b.String()
}

// bodyJSON makes an entity a body that falls and collides.
const bodyJSON = `"RigidBody": {}, "Collider": {}, "Gravity": {}`

// sep writes the comma before every element of a list but the first.
func sep(b *strings.Builder, i int) {
	if i > 0 {
		b.WriteString(", ")
	}
}

// childrenJSON writes a "children" array.
func childrenJSON(cs []mChild) string {
	var parts []string
	for _, c := range cs {
		comps := `"Transform": {"position": [0, 1, 0]}`
		if c.camera {
			comps += `, "Camera": {}`
		}
		if c.body {
			comps += ", " + bodyJSON
		}
		parts = append(parts, fmt.Sprintf(`{"components": {%s}, "children": %s}`, comps, childrenJSON(c.children)))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// endJSON writes one end of a link: a name, an index, or a name the file
// lacks.
func (s *mScene) endJSON(e end) string {
	switch {
	case e.named >= 0:
		return fmt.Sprintf(`"e%d"`, e.named)
	case e.row >= 0:
		return fmt.Sprint(s.rows[e.row].index)
	}
	return `"nobody"`
}

// parents is the model's parent of each entity that has one, and whether
// the file gives every entity at most one (the world refuses the rest).
func (s *mScene) parents() (map[end]end, []string) {
	var wrong []string
	parent := map[end]end{}
	for i, e := range s.named {
		switch {
		case e.childOfMissing:
			wrong = append(wrong, fmt.Sprintf("e%d's ChildOf names nobody", i))
		case e.childOf == nobody:
		case e.childOf.named >= i:
			wrong = append(wrong, fmt.Sprintf("e%d's ChildOf names an entity not above it", i))
		default:
			parent[end{i, -1}] = e.childOf
		}
	}
	for _, l := range s.links {
		if l[0] == nobody || l[1] == nobody {
			wrong = append(wrong, "a link to nobody")
			continue
		}
		if _, twice := parent[l[0]]; twice {
			wrong = append(wrong, fmt.Sprintf("%v has two parents", l[0]))
			continue
		}
		parent[l[0]] = l[1]
	}
	return parent, wrong
}

// problems lists why the model refuses the scene; none means it is
// valid.
func (s *mScene) problems() []string {
	parent, wrong := s.parents()
	for child := range parent {
		a := child
		for range len(parent) + 1 {
			p, ok := parent[a]
			if !ok {
				break
			}
			if a = p; a == child {
				wrong = append(wrong, fmt.Sprintf("%v is its own ancestor", child))
				break
			}
		}
	}
	for i, e := range s.named {
		child := e.childOf != nobody || e.childOfMissing || s.linkedChild(end{i, -1})
		if e.camera && child {
			wrong = append(wrong, fmt.Sprintf("camera e%d is a child", i))
		}
		if e.body && child {
			wrong = append(wrong, fmt.Sprintf("body e%d is a child", i))
		}
	}
	for i, r := range s.rows {
		if r.camera && s.linkedChild(end{-1, i}) {
			wrong = append(wrong, fmt.Sprintf("camera row %d is a child", r.index))
		}
	}
	for _, sp := range s.spawners {
		if childHas(sp.children, func(c mChild) bool { return c.camera }) {
			wrong = append(wrong, "a spawner's child has a camera")
		}
		if childHas(sp.children, func(c mChild) bool { return c.body }) {
			wrong = append(wrong, "a spawner's child is a body")
		}
	}
	if len(wrong) > 0 {
		return wrong // the camera count is not checked then
	}
	if n := s.cameras(scenes.KeepCounts); n != 1 {
		wrong = append(wrong, fmt.Sprintf("the file makes %d cameras", n))
	} else if n := s.cameras(s.cubes); n != 1 {
		wrong = append(wrong, fmt.Sprintf("-cubes %d makes %d cameras", s.cubes, n))
	}
	return wrong
}

// linkedChild reports whether a link makes e a child.
func (s *mScene) linkedChild(e end) bool {
	return slices.ContainsFunc(s.links, func(l [2]end) bool { return l[0] == e })
}

// childHas reports whether any of cs, or of their children, is what has
// says.
func childHas(cs []mChild, has func(mChild) bool) bool {
	return slices.ContainsFunc(cs, func(c mChild) bool { return has(c) || childHas(c.children, has) })
}

// cameras counts the cameras the world gets with -cubes cubes.
func (s *mScene) cameras(cubes int) int {
	n := 0
	for _, e := range s.named {
		if e.camera {
			n++
		}
	}
	for _, r := range s.rows {
		if r.camera {
			n++
		}
	}
	for _, sp := range s.spawners {
		if sp.camera {
			n += s.count(sp, cubes)
		}
	}
	return n
}

// count is how many entities sp makes with -cubes cubes.
func (s *mScene) count(sp mSpawner, cubes int) int {
	if cubes >= 0 {
		return cubes
	}
	return sp.count
}

// checkVerdict is what -check does with the file: parse it, then check
// the overrides against it.
func checkVerdict(data []byte, o scenes.Overrides) error {
	s, err := scenes.Parse("model.json", data)
	if err != nil {
		return err
	}
	return s.Check(o)
}

// running is a world set up as the program sets it up, with its
// scheduler.
type running struct {
	w       *ecs.World
	s       *ecs.Scheduler
	spawned *scenes.Spawned
}

// runVerdict is what a run does with the file before and at its first
// frame: parse it, spawn it (which checks), start every system, run a
// frame, and look for the camera as the view and the HUD do.
func runVerdict(data []byte, o scenes.Overrides) (*running, error) {
	sc, err := scenes.Parse("model.json", data)
	if err != nil {
		return nil, err
	}
	w := ecs.NewWorld()
	systems.AddResources(w)
	sp, err := sc.SpawnEntities(w, o)
	if err != nil {
		return nil, err
	}
	ecs.AddResource(w, &systems.SceneRef{Scene: sc, Overrides: o, Named: sp.Named})
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	if err := s.Init(); err != nil {
		return nil, err
	}
	testworld.RunFrame(w, s)
	systems.FindCamera(ecs.NewQuery2[components.Transform, components.Camera](w))
	return &running{w, s, sp}, nil
}

// startScene is a valid scene a reload starts from.
const startScene = `{"name": "start", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}},
 {"name": "cube", "components": {"Transform": {}, "Mesh": {}}}]}`

// reloadVerdict runs startScene, then presses R with the file in its
// place, as a player editing a scene does, and returns the HUD's status
// and the world.
func reloadVerdict(t *testing.T, data []byte, o scenes.Overrides) (*resources.Status, *ecs.World) {
	r, err := runVerdict([]byte(startScene), o)
	require.NoError(t, err)
	defer r.s.Shutdown()
	ref := ecs.GetResource[systems.SceneRef](r.w)
	ref.Open = func(source string) (*scenes.Scene, error) { return scenes.Parse(source, data) }
	testworld.Press(r.w, resources.KeyR)
	testworld.RunFrame(r.w, r.s)
	systems.FindCamera(ecs.NewQuery2[components.Transform, components.Camera](r.w))
	return ecs.GetResource[resources.Status](r.w), r.w
}

// noPanic runs f and fails the test, with the scene, if it panics.
func noPanic(t *testing.T, what, scene string, f func()) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s panicked: %v\nscene: %s", what, p, scene)
		}
	}()
	f()
}

// firstLine is the first line of an error: the one the program prints
// first, and the HUD's headline.
func firstLine(err error) string {
	line, _, _ := strings.Cut(err.Error(), "\n")
	return line
}

// TestHierarchyModel is the model-based test described at the top of this
// file, over modelSeeds scenes; every tenth also reloads.
func TestHierarchyModel(t *testing.T) {
	seeds := modelSeeds
	if testing.Short() {
		seeds /= 10
	}
	accepted := 0
	for seed := range seeds {
		m := generate(rand.New(rand.NewPCG(uint64(seed), 43)))
		text := m.json()
		data := []byte(text)
		o := scenes.Overrides{Cubes: m.cubes}
		var checkErr, runErr error
		var r *running
		noPanic(t, "-check", text, func() { checkErr = checkVerdict(data, o) })
		noPanic(t, "the run", text, func() { r, runErr = runVerdict(data, o) })
		want := m.problems()
		require.Equal(t, len(want) == 0, checkErr == nil, "seed %d: the model says %q, -check says %v\nscene: %s", seed, want, checkErr, text)
		require.Equal(t, checkErr == nil, runErr == nil, "seed %d: -check says %v, the run says %v\nscene: %s", seed, checkErr, runErr, text)
		if checkErr != nil {
			require.Equal(t, firstLine(checkErr), firstLine(runErr), "seed %d: the same first line", seed)
		} else {
			accepted++
			m.assertWorld(t, r, seed, text)
			r.s.Shutdown()
		}
		if seed%10 == 0 {
			noPanic(t, "the reload", text, func() {
				status, w := reloadVerdict(t, data, o)
				require.Equal(t, checkErr != nil, status.Error, "seed %d: the reload's verdict: %s\nscene: %s", seed, status.Text, text)
				if checkErr != nil {
					require.Contains(t, status.Text, firstLine(checkErr))
					require.Equal(t, 2, w.Len(), "the old scene keeps running")
				}
			})
		}
	}
	t.Logf("%d of %d scenes accepted", accepted, seeds)
	require.Greater(t, accepted, seeds/10, "enough valid scenes to test the world")
	require.Less(t, accepted, seeds*9/10, "enough invalid scenes to test the refusals")
}

// assertWorld checks an accepted scene's world against the model: every
// entity spawned, each named entity and row under the parent the model
// gives it, one camera, and every child placed.
func (m *mScene) assertWorld(t *testing.T, r *running, seed int, text string) {
	w, sp := r.w, r.spawned
	rows := slices.Clone(m.rows)
	slices.SortFunc(rows, func(a, b mRow) int { return int(a.index) - int(b.index) })
	entity := func(e end) ecs.Entity {
		if e.named >= 0 {
			return sp.Named[fmt.Sprintf("e%d", e.named)]
		}
		k := slices.IndexFunc(rows, func(r mRow) bool { return r.index == m.rows[e.row].index })
		return sp.Entities[len(m.named)+k]
	}
	parent, _ := m.parents()
	for _, e := range m.ends() {
		link, has := ecs.TryGet[ecs.ChildOf](w, entity(e))
		p, want := parent[e]
		require.Equal(t, want, has, "seed %d: %v has a parent\nscene: %s", seed, e, text)
		if want {
			require.Equal(t, entity(p), link.Parent, "seed %d: %v's parent\nscene: %s", seed, e, text)
		}
	}
	require.Equal(t, 1, ecs.NewQuery1[components.Camera](w).Count(), "seed %d: one camera\nscene: %s", seed, text)
	for e := range ecs.NewQuery1[ecs.ChildOf](w).All() {
		require.True(t, ecs.Has[components.WorldTransform](w, e), "seed %d: %v is placed", seed, e)
	}
}
