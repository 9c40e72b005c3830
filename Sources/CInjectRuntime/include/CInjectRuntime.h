// The Swift runtime's functions that Inject calls and that no Swift module declares.
#ifndef C_INJECT_RUNTIME_H
#define C_INJECT_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

/// Demangles `mangledName` (its first `mangledNameLength` bytes) into a new, NUL-terminated string that
/// the caller frees, or returns NULL if it is not a Swift symbol. With `outputBuffer` and
/// `outputBufferSize` NULL and `flags` 0, as Inject calls it. The Swift runtime (libswiftCore) exports
/// it on every platform; Inject uses it on Linux to name a key path by its getter's symbol.
char *_Nullable swift_demangle(const char *_Nonnull mangledName, size_t mangledNameLength,
                               char *_Nullable outputBuffer, size_t *_Nullable outputBufferSize,
                               uint32_t flags);

#endif
