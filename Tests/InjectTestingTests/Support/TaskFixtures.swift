import Inject

/// A `Sendable` dependency with identity and a name that says who made it: the default, a trait, a
/// frame.
final class TaskTag: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

// Keys of TraitTaskTests, one per test.
extension DefaultValues {
    var taskTraitTag: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskTraitShared: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskDetachedTag: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskLeftRunningTag: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskParallelIndex: Int { sameInEveryContext(-1) }
    var taskParallelShared: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskLeaseTag: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskPairTag: TaskTag { sameInEveryContext(TaskTag("default")) }
    var taskPairShared: TaskTag { sameInEveryContext(TaskTag("default")) }
}

// The defaults above are test doubles, as right in a test as anywhere: they say so with
// `sameInEveryContext`, which strict tests (every test the InjectTesting trait isolates) accept.
