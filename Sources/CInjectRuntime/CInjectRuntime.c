// CInjectRuntime only declares functions of the Swift runtime (include/CInjectRuntime.h); a C target
// needs one source file.
#include "CInjectRuntime.h"
