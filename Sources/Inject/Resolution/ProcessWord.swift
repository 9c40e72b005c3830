#if canImport(Synchronization)
    import Synchronization
#endif

/// A word of process state that code on any thread reads with one relaxed atomic load: the facts the
/// resolver's checks need before they know that they run on the main actor.
///
/// Where the `Synchronization` module's `Atomic` is not available (Apple platforms before macOS 15 and
/// iOS 18), nothing is stored, and a word reads as the value that sends its readers the slow way, which
/// is always right: something may be in effect, and no thread is known.
enum ProcessWord {
    /// How many things can change a resolution outside every frame (``EffectsInForce``).
    case effectsInForce
    /// The thread of the resolution under way, `0` when none is (``ResolutionsUnderWay``).
    case resolvingThread
    /// The main thread once a check ran on the main queue, `-1` if that was another thread, `0` before
    /// (`isOnMainActor()`).
    case mainThread

    /// The word's value.
    var value: Int {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return withAtomic { $0.load(ordering: .relaxed) }
            }
        #endif
        return self == .effectsInForce ? 1 : 0
    }

    /// Sets the word to `value`.
    func store(_ value: Int) {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                withAtomic { $0.store(value, ordering: .relaxed) }
            }
        #endif
    }

    /// Adds `change` to the word.
    func add(_ change: Int) {
        #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                _ = withAtomic { $0.add(change, ordering: .relaxed) }
            }
        #endif
    }

    #if canImport(Synchronization)
        /// Runs `body` with the atomic that holds the word.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        private func withAtomic<Result>(_ body: (borrowing Atomic<Int>) -> Result) -> Result {
            switch self {
            case .effectsInForce: body(Words.effectsInForce)
            case .resolvingThread: body(Words.resolvingThread)
            case .mainThread: body(Words.mainThread)
            }
        }
    #endif
}

#if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private enum Words {
        static let effectsInForce = Atomic<Int>(0)
        static let resolvingThread = Atomic<Int>(0)
        static let mainThread = Atomic<Int>(0)
    }
#endif
