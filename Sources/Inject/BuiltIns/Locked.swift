#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that any thread can read and change, one caller at a time.
///
/// The built-in dependencies that keep state between calls (a random number generator, an
/// incrementing UUID generator) are `Sendable` values that any task can call, so their state sits
/// behind this lock. A `pthread` mutex rather than `Synchronization.Mutex`, which needs macOS 15,
/// newer than the package's platforms.
///
/// `@unchecked Sendable`: `value` is read and written only inside `withLock`, which holds `mutex`,
/// and `Value` is `Sendable`, so nothing handed out by `withLock` shares unprotected state.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates the lock around its first value.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Inject: pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while no other caller can reach it. `body` must not use this lock
    /// again: the mutex is not recursive.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
