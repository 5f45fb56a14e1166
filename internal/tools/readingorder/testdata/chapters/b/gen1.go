package b

const Gen1 = 5
