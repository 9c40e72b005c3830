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
}
