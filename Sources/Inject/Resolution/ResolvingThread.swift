#if canImport(Synchronization)
    import Synchronization
#endif

/// The thread that runs the outermost resolution under way, readable from nonisolated code.
///
/// A resolution runs on the main actor, and everything nested in it (a default resolving what it
/// needs) runs synchronously on the same thread until the outermost one returns. So a thread that
/// finds its own identity here is inside a resolution, on the main actor, and needs no further check:
/// no other thread writes its identity here, and this one clears it when the outermost resolution ends.
/// `DefaultValues.resolve`, which a nonisolated default calls, asks this before it asks Dispatch
/// (`isOnMainQueue()`: 9 ns here); the resolver asks it for nested resolutions.
///
/// Where the `Synchronization` module's `Atomic` is not available (Apple platforms before macOS 15 and
/// iOS 18), nothing is recorded and callers ask Dispatch.
@usableFromInline
enum ResolvingThread {
    /// Whether the calling thread runs the resolution under way.
    @usableFromInline
    static func isCurrent() -> Bool {
        isCurrent(currentThreadID())
    }

    /// Whether `thread`, the calling thread's identity (`currentThreadID()`), runs the resolution under
    /// way: for a caller that compares that identity with another thread's too.
    static func isCurrent(_ thread: UInt) -> Bool {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return thread != 0 && thread == ThreadSlot.thread.load(ordering: .relaxed)
            }
        #endif
        return false
    }

    /// Records the calling thread as the one running the outermost resolution, which starts now.
    @MainActor
    static func enter() {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                ThreadSlot.thread.store(currentThreadID(), ordering: .relaxed)
            }
        #endif
    }

    /// Records that the outermost resolution ended.
    @MainActor
    static func leave() {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                ThreadSlot.thread.store(0, ordering: .relaxed)
            }
        #endif
    }
}

#if canImport(Synchronization)
    /// The thread's identity, in a type of its own so that a platform without `Atomic` never touches it;
    /// a static `let`, initialized statically, as `LiveFrames`' count is. Relaxed ordering suffices: a
    /// thread compares the value with its own identity, which only it writes.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private enum ThreadSlot {
        static let thread = Atomic<UInt>(0)
    }
#endif
