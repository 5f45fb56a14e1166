package b

const Gen2 = 6
