// Package ecs is a small, fast Entity-Component-System: entities are
// generational handles, components are plain Go structs stored in archetype
// tables (one typed column per component type), systems are run by a
// [Scheduler] and reach the data through typed queries.
package ecs
