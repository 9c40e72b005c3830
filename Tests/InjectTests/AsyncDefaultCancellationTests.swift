import Testing

@testable import Inject

/// A cancelled waiter throws `CancellationError` at once without cancelling the making others wait on;
/// once every waiter has gone, the making is cancelled, and the next await starts a new one.
@MainActor
@Suite struct AsyncDefaultCancellationTests {
    @MainActor final class Consumer {
        @Injected(\.asyncStore, .shared, .permanent) var store
    }

    @Test func aCancelledWaiterStopsAndTheOthersGetTheInstance() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let consumer = Consumer()
            let leaving = Task { try await consumer.store.value }
            let staying = Task { try await consumer.store.value }
            #expect(await waitUntil { gate.waiting == 1 })
            leaving.cancel()
            // It stops while the making still waits at the gate.
            await #expect(throws: CancellationError.self) { try await leaving.value }
            #expect(gate.waiting == 1)
            gate.open()
            let store = try await staying.value
            #expect(gate.arrivals == 1)
            #expect(gate.cancellations == 0)
            #expect(try await consumer.store.value === store)
        }
    }

    @Test func theMakingIsCancelledWhenEveryWaiterHasGone() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let consumer = Consumer()
            let waiters = (0..<5).map { _ in Task { try await consumer.store.value } }
            #expect(await waitUntil { gate.waiting == 1 })
            for waiter in waiters { waiter.cancel() }
            for waiter in waiters {
                await #expect(throws: CancellationError.self) { try await waiter.value }
            }
            #expect(await waitUntil { gate.cancellations == 1 })
            // The next await starts a new making, which is kept.
            gate.open()
            let store = try await consumer.store.value
            #expect(gate.arrivals == 2)
            #expect(try await consumer.store.value === store)
        }
    }

    @Test func aWaiterCancelledBeforeItAwaitsThrowsAtOnce() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) { () async throws in
            let consumer = Consumer()
            let store = consumer.store
            let cancelled = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await store.value
            }
            await #expect(throws: CancellationError.self) { try await cancelled.value }
            gate.open()
            // The making it may have started was cancelled with it: the next await makes again.
            #expect(try await store.value.name == "store")
        }
    }

    @Test func aReadyValueIsReturnedToACancelledWaiter() async throws {
        let ready = AsyncDefault(ready: Store("ready"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await ready.value
        }
        #expect(try await task.value.name == "ready")
    }
}
