import Foundation

/// A value that any thread can read and change, one caller at a time.
///
/// The built-in dependencies that keep state between calls (a random number generator, an
/// incrementing UUID generator) are `Sendable` values that any task can call, so their state sits
/// behind this lock. An `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15, newer
/// than the package's platforms.
///
/// `@unchecked Sendable`: `value` is read and written only inside `withLock`, which holds `lock`,
/// and `Value` is `Sendable`, so nothing handed out by `withLock` shares unprotected state.
///
/// Inlinable, so that an ``AsyncDefault``'s read of its made instance is specialized in its caller
/// (Benchmarks/README.md).
@usableFromInline
package final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let lock = NSLock()

    /// Creates the lock around its first value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while no other caller can reach it. `body` must not use this lock
    /// again: the lock is not recursive.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
