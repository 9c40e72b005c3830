@testable import Inject

/// Defaults of injected properties whose observers read `oldValue`, each counting its evaluations.
extension DefaultValues {
    var observedWithOldValue: Service {
        Evaluations.record("observedWithOldValue")
        return Service("default")
    }

    var observedWithOldValueInAStruct: Service {
        Evaluations.record("observedWithOldValueInAStruct")
        return Service("default")
    }
}

/// A default that resolves another, and a dependency that an observer's handler resolves when it hears of
/// the inner one.
extension DefaultValues {
    var handlerInner: Service { Service("inner") }
    var handlerOuter: Service { Service("outer of " + resolve(\.handlerInner).name) }
    var handlerSide: String { "default" }
    /// Resolved while two observations cancel each other.
    var cancelledInDelivery: Service { Service("cancelled in delivery") }
}

/// A default that resolves another, whose observer's handler resolves the first: heard inside the outer
/// resolution, that would look like a cycle.
extension DefaultValues {
    var handlerCycleInner: Service { Service("inner") }
    var handlerCycleOuter: Service { Service("outer of " + resolve(\.handlerCycleInner).name) }
}

/// Defaults that observe while they resolve another dependency, then cancel or let go of their
/// observation before they return: the nested event waits for the outer resolution, and then no
/// observer is left to hear it.
extension DefaultValues {
    var observedInsideADefault: Flagged { Flagged(released: Locked(false)) }
    @MainActor var observingThenCancelling: Service {
        let observation = DefaultValues.observe { _ in }
        _ = resolve(\.observedInsideADefault)
        observation.cancel()
        return Service("observed, then cancelled")
    }
    @MainActor var observingThenLettingGo: Service {
        withExtendedLifetime(DefaultValues.observe { _ in }) { _ = resolve(\.observedInsideADefault) }
        return Service("observed, then let go of")
    }
}

/// An object given as a subscript's argument, which says when it is released.
final class FlaggedArgument: Hashable, Sendable {
    let released: Locked<Bool>

    init(released: Locked<Bool>) { self.released = released }
    deinit { released.withLock { $0 = true } }

    static func == (lhs: FlaggedArgument, rhs: FlaggedArgument) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A dependency with an argument, whose key path holds the argument.
extension DefaultValues {
    subscript(observedFor argument: FlaggedArgument) -> Service { Service("for an argument") }
}

/// Observes as `DefaultValues.observe` does, and hands the handler each event's dependency too, which
/// the event does not hold: tests that run in parallel pick their own resolutions by it.
@MainActor func observeWithKeys(
    _ handler: @escaping @MainActor (ResolutionEvent, DependencyKey) -> Void
) -> ResolutionObservation {
    ResolutionObservation(id: Resolver.addObserver { event, key, _ in handler(event, key) })
}

/// Three dependencies, each built from the next one down: the innermost's event names the middle one,
/// whose default asked for it, not the outermost resolution under way.
final class EventOuterLevel: Sendable {
    init(_ middle: EventMiddleLevel) {}
}

final class EventMiddleLevel: Sendable {
    init(_ inner: EventInnerLevel) {}
}

final class EventInnerLevel: Sendable {}

extension DefaultValues {
    var eventOuterLevel: EventOuterLevel { EventOuterLevel(resolve(\.eventMiddleLevel)) }
    var eventMiddleLevel: EventMiddleLevel { EventMiddleLevel(resolve(\.eventInnerLevel)) }
    var eventInnerLevel: EventInnerLevel { EventInnerLevel() }
}
