package b

const Hidden = 3
