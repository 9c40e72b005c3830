import Testing

@testable import Inject

/// A making runs where its closure is isolated: a nonisolated one off the main actor, which stays free
/// meanwhile, a `@MainActor` one on it; the consumer gets the instance back on the main actor.
@MainActor
@Suite struct AsyncDefaultIsolationTests {
    @Test func aNonisolatedMakingRunsOffTheMainQueue() async throws {
        #expect(try await resolve(\.asyncRanOffMain))
        #expect(isOnMainQueue())
    }

    @Test func aMainActorMakingRunsOnTheMainQueue() async throws {
        #expect(try await resolve(\.asyncRanOnMain))
    }

    /// The making holds its thread until the main actor sets the flag: were it on the main actor, the
    /// main actor could not set it, and the making would give up after five seconds.
    @Test func aNonisolatedMakingLeavesTheMainActorFree() async throws {
        let flag = Flag()
        try await withInjected(\.asyncFlag, flag) {
            let making = Task { try await resolve(\.asyncBlocking) }
            try await Task.sleep(nanoseconds: 10_000_000)
            flag.set()
            #expect(try await making.value)
        }
    }

    @Test func theConsumerGetsTheInstanceOnTheMainActor() async throws {
        @MainActor final class Consumer {
            @Injected(\.asyncRanOffMain, .shared, .permanent) var ranOffMain
        }
        let consumer = Consumer()
        #expect(try await consumer.ranOffMain.value)
        MainActor.assertIsolated()
        #expect(isOnMainQueue())
    }

    @Test func insideAScopeTheMakingRunsOffTheMainQueueToo() async throws {
        try await withInjected(\.asyncName, "framed") { () async throws in
            #expect(try await resolve(\.asyncRanOffMain, .shared, .permanent))
            #expect(try await resolve(\.asyncNamed) == "framed")
        }
    }
}
