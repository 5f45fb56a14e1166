package app

import "syscall"

// nameMax is the longest file name, in bytes, that the file system
// holding dir takes (NAME_MAX): what statfs reports, 255 on ext4, XFS and
// tmpfs, or 255 when it cannot be asked.
func nameMax(dir string) int {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil || st.Namelen <= 0 {
		return defaultNameMax
	}
	return int(st.Namelen)
}
