package b

const TestOnly = 4
