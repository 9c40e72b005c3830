#if canImport(Synchronization)
    import Synchronization
#endif

/// Counts the `withInjected` frames that exist, so that the hot paths can skip reading the task-local
/// ``InjectionFrame/current`` while there are none.
///
/// A frame exists from its creation until its last holder lets go of it: the task-local binding of a
/// `withInjected` body (and of tasks started inside it), or an injection point that captured it. While
/// the count is zero, no task can have a frame bound, so ``InjectionFrame/current`` is `nil` everywhere
/// and reading it (about 160 instructions) can be skipped. The count is one relaxed atomic load: a frame
/// that a task can see was created before it was bound, by that task or by code that handed it over.
///
/// Where the `Synchronization` module's `Atomic` is not available (Apple platforms before macOS 15 and
/// iOS 18), nothing is counted and every read asks the task-local value.
enum LiveFrames {
    /// Whether a frame other than the root may exist; `true` where frames are not counted.
    static var mayExist: Bool {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return FrameCounter.count.load(ordering: .relaxed) != 0
            }
        #endif
        return true
    }

    /// Records that a frame was created.
    static func frameCreated() {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                FrameCounter.count.add(1, ordering: .relaxed)
            }
        #endif
    }

    /// Records that a frame was released.
    static func frameReleased() {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                FrameCounter.count.subtract(1, ordering: .relaxed)
            }
        #endif
    }
}

#if canImport(Synchronization)
    /// The process's count of frames, in a type of its own so that a platform without `Atomic` never
    /// touches it. A static `let`, which is initialized statically: reading it needs no
    /// lazy-initialization check (a static holding an object would cost one per access).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private enum FrameCounter {
        static let count = Atomic<Int>(0)
    }
#endif
