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
