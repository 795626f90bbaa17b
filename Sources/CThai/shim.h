#include <thai/thbrk.h>
#include <thai/thwbrk.h>
