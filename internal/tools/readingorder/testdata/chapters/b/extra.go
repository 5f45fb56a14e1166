package b

const Extra = 4
