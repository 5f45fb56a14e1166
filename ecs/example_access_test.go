package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

// Score is the resource of the access example.
type Score struct{ Points int }

// walker moves everything with a body. It declares its query as written:
// both Transform and RigidBody.
type walker struct {
	q *ecs.Query2[Transform, RigidBody]
}

func (m *walker) Init(w *ecs.World) error {
	m.q = ecs.NewQuery2[Transform, RigidBody](w)
	return nil
}

func (m *walker) Declare(w *ecs.World, a *ecs.Access) { a.WritesQuery(m.q) }

func (m *walker) Update(*ecs.World) {}

// scorer only counts: it touches a resource and no component.
type scorer struct{}

func (scorer) Declare(_ *ecs.World, a *ecs.Access) { ecs.WritesResource[Score](a) }
func (scorer) Update(w *ecs.World)                 { ecs.GetResource[Score](w).Points++ }

// healer writes Health and reads the Score.
type healer struct{}

func (healer) Declare(w *ecs.World, a *ecs.Access) {
	ecs.Writes[Health](w, a)
	ecs.ReadsResource[Score](a)
}
func (healer) Update(*ecs.World) {}

// Systems that declare what they touch are cut into stages: runs of
// systems that can run at the same time. The walker and the scorer share
// nothing; the healer reads the Score that the scorer writes, so it waits
// for the next stage.
func ExampleAccess() {
	w := ecs.NewWorld()
	ecs.AddResource(w, &Score{})
	s := ecs.NewScheduler(w, time.Second/60)
	s.SetParallel(true)
	s.Add(ecs.Update, "walker", &walker{})
	s.Add(ecs.Update, "scorer", scorer{})
	s.Add(ecs.Update, "healer", healer{})
	if err := s.Init(); err != nil {
		panic(err)
	}
	s.Frame(time.Second / 60)
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		fmt.Println("stage", st.Stage, st.Name)
	}
	fmt.Println("points:", ecs.GetResource[Score](w).Points)
	s.Shutdown()
	// Output:
	// stage 0 walker
	// stage 0 scorer
	// stage 1 healer
	// points: 1
}
