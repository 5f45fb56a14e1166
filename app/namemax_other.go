//go:build !linux

package app

// nameMax is the longest file name, in bytes, that the file system
// holding dir takes: 255 (NAME_MAX), the limit of the common file systems,
// where the system offers no portable way to ask.
func nameMax(string) int { return defaultNameMax }
