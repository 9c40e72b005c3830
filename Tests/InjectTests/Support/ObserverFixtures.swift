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
