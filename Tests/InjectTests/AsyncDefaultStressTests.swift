import Testing

@testable import Inject

/// A thousand concurrent awaits of one making, with cancellations and failures mixed, make nothing
/// twice, keep nothing after a failure and leave nothing behind; the sanitizer steps run it under
/// ThreadSanitizer and AddressSanitizer with LeakSanitizer on.
@MainActor
@Suite struct AsyncDefaultStressTests {
    /// How one await ended.
    enum Outcome: Sendable, Hashable {
        case made(ObjectIdentifier)
        case cancelled
        case failed
    }

    static let waiters = 1_000

    /// Starts `waiters` awaits of `making`, cancels every third, then ends the making as `end` says
    /// once it waits at `gate`; returns how each await ended.
    private func round(
        of making: AsyncDefault<Store>,
        gate: Gate,
        failing: Bool
    ) async -> [Outcome] {
        let tasks = (0..<Self.waiters).map { _ in
            Task { () -> Outcome in
                do {
                    return .made(ObjectIdentifier(try await making.value))
                } catch is CancellationError {
                    return .cancelled
                } catch {
                    return .failed
                }
            }
        }
        #expect(await waitUntil { gate.waiting == 1 })
        for (index, task) in tasks.enumerated() where index % 3 == 0 { task.cancel() }
        if failing { gate.fail(MakingFailed()) } else { gate.open() }
        var outcomes: [Outcome] = []
        for task in tasks { outcomes.append(await task.value) }
        return outcomes
    }

    @Test func aThousandAwaitsWithCancellationsAndFailuresMakeOnceAndLeaveNothing() async throws {
        for failing in [true, false, true, false] {
            let gate = Gate()
            var making: AsyncDefault<Store>? = AsyncDefault {
                try await gate.pass()
                return Store()
            }
            weak let weakMaking = making
            let outcomes = await round(of: making!, gate: gate, failing: failing)
            #expect(gate.arrivals == 1)  // one making for a thousand awaits
            for (index, outcome) in outcomes.enumerated() where index % 3 == 0 {
                #expect(outcome == .cancelled)
            }
            let rest = outcomes.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
            if failing {
                #expect(rest.allSatisfy { $0 == .failed })
                // Not kept: the next await makes again.
                gate.open()
                _ = try await making!.value
                #expect(gate.arrivals == 2)
            } else {
                #expect(Set(rest).count == 1)
                if case .cancelled = rest[0] { Issue.record("a waiter that was not cancelled was") }
            }
            #expect(making!.state.withLock { $0.unfinishedWaiters } == 0)
            #expect(!making!.state.withLock { $0.isMaking })
            weak let made = try await making!.value
            making = nil
            // The making's task lets go of its `AsyncDefault` once it has ended, just after its waiters.
            #expect(await waitUntil { weakMaking == nil && made == nil })
        }
    }

    @Test func aThousandAwaitsThatAllGoCancelTheMakingAndLeaveNothing() async throws {
        let gate = Gate()
        var making: AsyncDefault<Store>? = AsyncDefault {
            try await gate.pass()
            return Store()
        }
        weak let weakMaking = making
        let tasks = (0..<Self.waiters).map { [making] _ in Task { try await making!.value } }
        #expect(await waitUntil { gate.waiting == 1 })
        for task in tasks { task.cancel() }
        for task in tasks { _ = await task.result }
        #expect(await waitUntil { gate.cancellations == 1 })
        #expect(making!.state.withLock { $0.unfinishedWaiters } == 0)
        making = nil
        #expect(await waitUntil { weakMaking == nil })
    }

    @Test func aThousandConcurrentFirstResolutionsOfASharedDependencyMakeOnce() async {
        let gate = Gate()
        await withInjected(\.asyncGate, gate) {
            let tasks = (0..<Self.waiters).map { index in
                Task { @MainActor () -> ObjectIdentifier? in
                    do {
                        return ObjectIdentifier(try await resolve(\.asyncStore, .shared, .permanent))
                    } catch {
                        #expect(index % 7 == 0)
                        return nil
                    }
                }
            }
            #expect(await waitUntil { gate.waiting == 1 })
            for (index, task) in tasks.enumerated() where index % 7 == 0 { task.cancel() }
            gate.open()
            var made: Set<ObjectIdentifier> = []
            for task in tasks {
                if let id = await task.value { made.insert(id) }
            }
            #expect(made.count == 1)
            #expect(gate.arrivals == 1)
        }
    }
}
