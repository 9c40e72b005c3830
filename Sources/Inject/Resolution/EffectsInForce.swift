/// Counts what can change a resolution outside every frame: the `withInjected` frames that exist, and
/// one while a global override or an observer exists. While the count is zero, a `.temporary` +
/// `.local` resolution outside every frame only evaluates the default (`Resolver.beginPlainResolution`),
/// and reading the task-local ``InjectionFrame/current`` can be skipped: no task can have a frame bound.
///
/// A frame counts from its creation until its last holder lets go of it: the task-local binding of a
/// `withInjected` body (and of tasks started inside it), or an injection point that captured it. The
/// count is one relaxed atomic load (``ProcessWord``): a frame that a task can see was created before it
/// was bound, by that task or by code that handed it over; an override or observer is set on the main
/// actor, where the resolutions that read the count run.
///
/// Where the `Synchronization` module's `Atomic` is not available (Apple platforms before macOS 15 and
/// iOS 18), nothing is counted: something may always be in effect, so every resolution takes the
/// pipeline and every read asks the task-local value.
enum EffectsInForce {
    /// Whether nothing is in effect; `false` where nothing is counted.
    static var none: Bool { ProcessWord.effectsInForce.value == 0 }

    /// Counts a new frame.
    static func frameCreated() {
        ProcessWord.effectsInForce.add(1)
    }

    /// Stops counting a frame that was let go of.
    static func frameReleased() {
        ProcessWord.effectsInForce.add(-1)
    }

    /// Counts one while global overrides or observers exist: called when `exist` changes.
    static func overridesOrObserversChanged(exist: Bool) {
        ProcessWord.effectsInForce.add(exist ? 1 : -1)
    }
}
