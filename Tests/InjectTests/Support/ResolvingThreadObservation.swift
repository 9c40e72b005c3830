import Dispatch
import Synchronization

@testable import Inject

/// What a default saw of `ResolvingThread` while it ran, on its own thread and on another one.
final class ResolvingThreadObservation: Sendable {
    let onTheResolvingThread: Bool
    let onAnotherThread: Bool

    init() {
        onTheResolvingThread = ResolvingThread.isCurrent()
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        // Another thread asks while this one waits inside the resolution.
        DispatchQueue.global().async {
            answer.value.store(ResolvingThread.isCurrent(), ordering: .relaxed)
            done.signal()
        }
        done.wait()
        onAnotherThread = answer.value.load(ordering: .relaxed)
    }

    private final class Answer: Sendable {
        let value = Atomic<Bool>(true)
    }
}

/// What a default that resolves another one saw, after the inner resolution returned.
final class NestedResolvingThreadObservation: Sendable {
    let inner: ResolvingThreadObservation
    let afterInnerReturned: Bool

    init(inner: ResolvingThreadObservation) {
        self.inner = inner
        afterInnerReturned = ResolvingThread.isCurrent()
    }
}

extension DefaultValues {
    var resolvingThreadSeen: ResolvingThreadObservation { ResolvingThreadObservation() }
    var resolvingThreadSeenNested: NestedResolvingThreadObservation {
        NestedResolvingThreadObservation(inner: resolve(\.resolvingThreadSeen))
    }
}
