//go:build !race

package ecs

const raceEnabled = false
