import Inject

// Keys of the tests that pin the behaviour the public API's doc comments state, one key per test.
extension DefaultValues {
    var assignedWithOldValue: Service {
        Evaluations.record("assignedWithOldValue")
        return Service("default")
    }
    var assignedWithOldValueInAStruct: Service {
        Evaluations.record("assignedWithOldValueInAStruct")
        return Service("default")
    }
    var replacedBeforeAnyRead: Service {
        Evaluations.record("replacedBeforeAnyRead")
        return Service("default")
    }
    var eagerReplacedFlagged: Flagged { Flagged(released: Locked(false)) }
    var eagerAssignedInACopy: Service { Service("default") }
    var sharedUntilALease: Service { Service("default") }
    var temporaryUntilALease: Service { Service("default") }
    var sharedUntilALeaseInAFrame: Service { Service("default") }
    var leaseLetGoOfInAFrame: Flagged { Flagged(released: Locked(false)) }
    var leaseLetGoOfInAFrameKeeper: Service { Service("keeper") }
    var permanentDroppedByAGlobalOverride: Flagged { permanent { Flagged(released: Locked(false)) } }
    /// Two uses of a helper that drops its caller's location, making one type: one call site.
    var permanentTwoUsesOfTheHelper: TwoParts {
        TwoParts(first: keptWithoutLocation { Service("first") }, second: keptWithoutLocation { Service("second") })
    }
    var sharedLocalPartOfADefault: Service { Service("part") }
    var builtAroundASharedLocalPart: Pair { Pair(part: resolve(\.sharedLocalPartOfADefault, .shared, .local)) }
    var permanentPartOfADefault: Service { Service("part") }
    var builtAroundAPermanentPart: Pair { Pair(part: resolve(\.permanentPartOfADefault, .permanent)) }
}

// Keys of the frames' doc comments.
extension DefaultValues {
    var frameAcrossTasks: Service { Service("default") }
    var configuredPart: Service { Service("default") }
    @MainActor var configuredScreen: ConfiguredScreen { ConfiguredScreen() }
    var mergedKept: Int { 0 }
    var mergedWon: Int { 0 }
    var mergedAdded: Int { 0 }
    var contextFrameShared: Service { Service("default") }
    var globalSourceKept: Service { Service("default") }
}

/// An object that a `withInjected` configuration closure makes, to see which frame it resolves in.
@MainActor final class ConfiguredScreen {
    @Injected(\.configuredPart) var part
}

// Keys of the observation's doc comments.
extension DefaultValues {
    var replacedUnobserved: Service { Service("default") }
    var eventCounted: Service { Service("default") }
    var sharedMadeByAGlobalOverride: Service { Service("default") }
    var frameValueObserved: Service { Service("default") }
    var eventPart: Service { Service("part") }
    var eventWhole: Pair { Pair(part: resolve(\.eventPart)) }
    @MainActor var eventMaker: EventMadeConsumer {
        let consumer = EventMadeConsumer()
        _ = consumer.part
        return consumer
    }
    var eventPartOfAMadeConsumer: Service { Service("part") }
    var eventGloballyReplaced: Pair { Pair(part: Service("default")) }
    var eventPartOfTheOverride: Service { Service("part") }
    var cancelledTwice: Service { Service("default") }
}

/// An object that a default makes and whose point it reads while it runs.
@MainActor final class EventMadeConsumer {
    @Injected(\.eventPartOfAMadeConsumer) var part
}

// Keys of the lifespans' doc comments.
extension DefaultValues {
    var permanentDroppedOrKept: Flagged { Flagged(released: Locked(false)) }
}

// Keys of the context's doc comments.
extension DefaultValues {
    var currentContextName: String { InjectionContext.current.rawValue }
}

extension DefaultValues {
    var syncFrameTasks: Service { Service("default") }
}

extension DefaultValues {
    var sharedUntilALeaseWithPoints: Service { Service("default") }
}

/// A node whose next node is injected, of its own type, for a longer key path through two points.
final class Node {
    @Injected(\.nextNode) var next
    let name: String

    init(_ name: String) { self.name = name }
}

extension DefaultValues {
    var parentNode: Node { Node("parent") }
    var nextNode: Node { Node("next") }
}

extension DefaultValues {
    var heardUntilTheMainActorRuns: Service { Service("default") }
}
