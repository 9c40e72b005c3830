import Inject

// Dependencies and consumers of the tests of frames across tasks (TaskFrameTests, ActorFrameTests): one
// key per test, so that tests running in parallel share nothing.

extension DefaultValues {
    var taskFrameUnstructured: Service { Service("default") }
    var taskFrameDetached: Service { Service("default") }
    var taskFrameOutlived: Service { Service("default") }
    var taskFrameOutlivedKept: Flagged { Flagged(released: Locked(false)) }
    var taskFrameFromThread: Service { Service("default") }
    var taskFrameAsyncLet: Service { Service("default") }
    var taskFrameGroupBody: Service { Service("default") }
    var taskFrameStream: Service { Service("default") }
    var taskFrameLazy: Service { Service("default") }
    var taskFrameMainActorHop: Service { Service("default") }
    var taskFrameThrown: Flagged { Flagged(released: Locked(false)) }
    var taskFrameCancelled: Flagged { Flagged(released: Locked(false)) }
    var taskFrameActor: Service { Service("default") }
    var taskFrameSeveralFirst: Service { Service("default") }
    var taskFrameSeveralSecond: Service { Service("default") }
}

/// A consumer of every key above, made wherever a test makes it, so that it captures the frame there.
/// A struct, so that it crosses to the main actor to be read.
struct TaskFrameConsumer {
    @Injected(\.taskFrameUnstructured) var unstructured
    @Injected(\.taskFrameDetached) var detached
    @Injected(\.taskFrameOutlived) var outlived
    @Injected(\.taskFrameOutlivedKept, .shared, .permanent) var outlivedKept
    @Injected(\.taskFrameFromThread) var fromThread
    @Injected(\.taskFrameAsyncLet) var asyncLet
    @Injected(\.taskFrameGroupBody) var groupBody
    @Injected(\.taskFrameStream) var stream
    @Injected(\.taskFrameLazy) var lazy
    @Injected(\.taskFrameThrown, .shared, .permanent) var thrown
    @Injected(\.taskFrameCancelled, .shared, .permanent) var cancelled
}

/// An actor with an injected property, which captures the frame the actor is made in, and methods that
/// resolve in the frame of the task that calls them.
actor TaskFrameActor {
    @Injected(\.taskFrameActor) var captured
    /// Actor state that a frame opened in a method reads without `await`.
    private var names: [String] = []

    func readCaptured() async -> Service { await captured }

    func resolveNow() async -> Service { await resolve(\.taskFrameActor) }

    /// Makes a consumer in the actor's method and reads it: the consumer captures the caller's frame.
    func makeConsumerAndRead() async -> Service {
        let consumer = TaskFrameActorConsumer()
        return await consumer.service
    }

    /// Opens an asynchronous frame in the actor's method, whose body runs on the actor: it changes the
    /// actor's state with no `await`.
    func resolveInAFrameOfItsOwn(_ replacement: Service) async -> (Service, [String]) {
        await withInjected(\.taskFrameActor, replacement) {
            names.append("inside")
            let resolved = await resolve(\.taskFrameActor)
            names.append(resolved.name)
            return (resolved, names)
        }
    }
}

/// A consumer made inside an actor's method.
struct TaskFrameActorConsumer {
    @Injected(\.taskFrameActor) var service
}

/// A dependency that starts a task as it is made, which resolves `\.taskFrameStartedPart`: the task takes
/// the frame the dependency is made in.
final class TaskStarter: Sendable {
    let task: Task<Service, Never>

    @MainActor init() {
        task = Task { @MainActor in resolve(\.taskFrameStartedPart) }
    }
}

extension DefaultValues {
    @MainActor var taskFrameStarter: TaskStarter { TaskStarter() }
    var taskFrameStartedPart: Service { Service("default") }
}

/// A consumer of a dependency that starts a task as it is made.
@MainActor final class TaskStarterConsumer {
    @Injected(\.taskFrameStarter) var starter
}
