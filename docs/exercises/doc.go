// Package exercises holds the exercises of chapter one of the tour
// (docs/tour.md): a scene to change (scene.json) and three small systems to
// finish (riseupdate.go, schedule.go, sweepupdate.go). Each exercise has a test that
// says what is still missing; run them all with
//
//	go test ./... -run Exercise
//
// or one with -run Exercise3. The tests check only when -run names them,
// so the whole suite (go test ./...) stays green while an exercise is
// undone. A reference solution sits beside each file, behind the build tag
// solution: go test -tags solution -run Exercise ./docs/exercises/ passes,
// and the repository's test suite checks that it does.
package exercises
