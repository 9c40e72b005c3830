import Testing

@testable import Inject

/// A making's error reaches every waiter of that making and is not kept: the next await makes again.
@MainActor
@Suite struct AsyncDefaultFailureTests {
    @MainActor final class Consumer {
        @Injected(\.asyncStore, .shared, .permanent) var store
    }

    @Test func anErrorReachesEveryWaiterAndTheNextAwaitMakesAgain() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let consumer = Consumer()
            let outcomes = await withTaskGroup(of: Result<Store, any Error>.self) { group in
                for _ in 0..<10 {
                    group.addTask { await Result(catching: { try await consumer.store.value }) }
                }
                #expect(await waitUntil { gate.waiting == 1 })
                gate.fail(MakingFailed())
                var outcomes: [Result<Store, any Error>] = []
                for await outcome in group { outcomes.append(outcome) }
                return outcomes
            }
            #expect(outcomes.count == 10)
            #expect(outcomes.allSatisfy { ($0.error as? MakingFailed) == MakingFailed() })
            #expect(gate.arrivals == 1)
            // Not kept: the same instance point, awaited again, makes again, and succeeds.
            gate.open()
            let store = try await consumer.store.value
            #expect(gate.arrivals == 2)
            #expect(try await Consumer().store.value === store)
            #expect(gate.arrivals == 2)
        }
    }

    @Test func aFailingReplacementFailsEveryAwaitUntilItSucceeds() async throws {
        let attempts = Locked(0)
        let failingOnce = AsyncDefault<Store> {
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            if attempt == 1 { throw MakingFailed() }
            return Store("second")
        }
        try await withInjected(\.asyncStore, failingOnce) { () async throws in
            await #expect(throws: MakingFailed.self) { try await resolve(\.asyncStore, .shared, .permanent) }
            // The error comes back to the caller's isolation.
            do {
                _ = try await AsyncDefault<Store> { throw MakingFailed() }.value
            } catch {
                MainActor.assertIsolated()
            }
            #expect(try await resolve(\.asyncStore, .shared, .permanent).name == "second")
            #expect(attempts.withLock { $0 } == 2)
        }
    }
}
