import Inject

/// A `Sendable` dependency with identity and a name that says who made it: the default, a trait, a
/// frame.
final class TaskTag: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

// Keys of TraitTaskTests, one per test.
extension DefaultValues {
    var taskTraitTag: TaskTag { TaskTag("default") }
    var taskTraitShared: TaskTag { TaskTag("default") }
    var taskDetachedTag: TaskTag { TaskTag("default") }
    var taskLeftRunningTag: TaskTag { TaskTag("default") }
    var taskParallelIndex: Int { -1 }
    var taskParallelShared: TaskTag { TaskTag("default") }
    var taskLeaseTag: TaskTag { TaskTag("default") }
    var taskPairTag: TaskTag { TaskTag("default") }
    var taskPairShared: TaskTag { TaskTag("default") }
}
