// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import Foundation
import Inject
import InjectTesting
import Testing

/// A test's frame reaches every task the test starts but a `Task.detached`, across its suspension
/// points; a task it leaves running still resolves with its replacements after it ends; and tests that
/// run in parallel and suspend between resolutions each see only their own.
@Suite struct TraitTaskTests {
    @Test(.injecting(\.taskTraitTag, TaskTag("trait")))
    func everyTaskTheTestStartsResolvesWithItsTrait() async throws {
        let (inBody, shared) = await MainActor.run {
            (resolve(\.taskTraitTag), resolve(\.taskTraitShared, .shared, .permanent))
        }
        async let inAsyncLet = MainActor.run { resolve(\.taskTraitTag) }
        let inTask = await Task { await MainActor.run { resolve(\.taskTraitTag) } }.value
        let inMainActorTask = await Task { @MainActor in
            (resolve(\.taskTraitTag), resolve(\.taskTraitShared, .shared, .permanent))
        }
        .value
        try await Task.sleep(nanoseconds: 1_000_000)
        let afterSleep = await MainActor.run { resolve(\.taskTraitTag) }
        let inGroup = await withTaskGroup(of: TaskTag.self) { group in
            group.addTask { await Task { @MainActor in resolve(\.taskTraitTag) }.value }
            group.addTask { await MainActor.run { resolve(\.taskTraitTag) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let all = [await inAsyncLet, inTask, inMainActorTask.0, afterSleep] + inGroup
        #expect(inBody.name == "trait")
        #expect(all.count == 6)
        #expect(all.allSatisfy { $0 === inBody })
        #expect(inMainActorTask.1 === shared)
    }

    /// Testing.md: a `Task.detached` leaves the test's frame and resolves in the global storage.
    @Test(.injecting(\.taskDetachedTag, TaskTag("trait")))
    func aDetachedTaskResolvesInTheGlobalStorage() async {
        let detached = await Task.detached {
            await MainActor.run { (resolve(\.taskDetachedTag), resolve(\.taskDetachedTag, .shared, .permanent)) }
        }
        .value
        let global = await Task.detached { await MainActor.run { resolve(\.taskDetachedTag, .shared, .permanent) } }
            .value
        let inTest = await MainActor.run { resolve(\.taskDetachedTag, .shared, .permanent) }
        #expect(detached.0.name == "default")
        #expect(detached.1 === global)
        #expect(inTest.name == "trait")
    }

    /// Testing.md: an `unimplemented` default read in a `Task { }` of the test fails that test, since the
    /// task stays in the test's task tree.
    @Test(.injectionIsolated)
    func anUnimplementedDefaultReadInATaskOfTheTestFailsThatTest() async {
        await withKnownIssue {
            let payments = await Task { @MainActor in resolve(\.unimplementedPayments) }.value
            #expect(payments.isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no value for this context")
        }
    }

    /// Testing.md: `Lease.end()` in a `Task { }` of the test ends the lease in the test's frame only; in a
    /// `Task.detached`, which runs outside every frame, it ends it in every frame, another test's too.
    @Test(.injectionIsolated)
    @MainActor func aLeaseEndedInADetachedTaskEndsItInEveryFrame() async {
        let lease = Lease()
        let inTest = resolve(\.taskLeaseTag, .shared, until: lease)
        // A frame beside the test's, as another test running meanwhile has.
        let (inOther, otherFrame) = await Task.detached {
            await withInjected({ _ in }) {
                await MainActor.run { (resolve(\.taskLeaseTag, .shared, until: lease), CapturedFrame()) }
            }
        }
        .value
        func inOtherFrame() -> TaskTag {
            withInjected(from: otherFrame) { resolve(\.taskLeaseTag, .shared, until: lease) }
        }
        #expect(resolve(\.taskLeaseTag, .shared, until: lease) === inTest)
        #expect(inOtherFrame() === inOther)

        await Task { @MainActor in lease.end() }.value
        let afterTestEnd = resolve(\.taskLeaseTag, .shared, until: lease)
        #expect(afterTestEnd !== inTest)
        #expect(inOtherFrame() === inOther)

        await Task.detached { @MainActor in lease.end() }.value
        #expect(resolve(\.taskLeaseTag, .shared, until: lease) !== afterTestEnd)
        #expect(inOtherFrame() !== inOther)
    }

    /// A task the test leaves running resolves, after the test ended, with the test's replacements, never
    /// the live default; the test's frame keeps nothing then, so the trait's value is made anew for each
    /// point.
    @Test @MainActor func aTaskLeftRunningAfterItsTestStillResolvesWithTheTestsReplacements() async throws {
        let gate = AsyncStream.makeStream(of: Void.self)
        var leftRunning: Task<(TaskTag, TaskTag), Never>?
        var inTest: TaskTag?
        // The trait, run around a body here as Swift Testing runs it around a test.
        let trait = InjectionTrait.injecting(\.taskLeftRunningTag, TaskTag("trait"))
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            await MainActor.run {
                inTest = resolve(\.taskLeftRunningTag)
                leftRunning = Task { @MainActor in
                    for await _ in gate.stream {}
                    return (resolve(\.taskLeftRunningTag), resolve(\.taskLeftRunningTag))
                }
            }
        }
        gate.continuation.finish()
        let (first, second) = try #require(await leftRunning?.value)
        #expect(inTest?.name == "trait")
        #expect(first.name == "trait")
        #expect(second.name == "trait")
        #expect(first !== inTest)
        #expect(second !== first)
    }

    /// A hundred tests replace one key with their own value, and suspend between resolutions in every
    /// kind of task; each sees its own value and its own `.shared` + `.permanent` instance throughout.
    @Test(.injectionIsolated, arguments: 0..<100)
    func testsThatSuspendBetweenResolutionsSeeOnlyTheirOwn(index: Int) async throws {
        try await withInjected(\.taskParallelIndex, index) {
            @Sendable func seen() async -> (Int, TaskTag) {
                await MainActor.run {
                    (resolve(\.taskParallelIndex), resolve(\.taskParallelShared, .shared, .permanent))
                }
            }
            let mine = await seen()
            try await Task.sleep(nanoseconds: UInt64.random(in: 0..<2_000_000))
            async let inAsyncLet = seen()
            let inTask = await Task { await seen() }.value
            await Task.yield()
            let inGroup = await withTaskGroup(of: (Int, TaskTag).self) { group in
                group.addTask { await Task { @MainActor in await seen() }.value }
                return await group.next()!
            }
            for (value, shared) in [mine, await inAsyncLet, inTask, inGroup] {
                #expect(value == index)
                #expect(shared === mine.1)
            }
        }
    }

    /// Two tests replace the same key with their traits and suspend between resolutions, each in tasks of
    /// its own: each sees its own value and `.shared` + `.permanent` instance throughout.
    @Test(.injecting(\.taskPairTag, TaskTag("first")))
    func theFirstOfTwoTestsReplacingOneKeySeesOnlyItsOwn() async throws {
        try await seesOnlyItsOwn(name: "first")
    }

    @Test(.injecting(\.taskPairTag, TaskTag("second")))
    func theSecondOfTwoTestsReplacingOneKeySeesOnlyItsOwn() async throws {
        try await seesOnlyItsOwn(name: "second")
    }

    /// Resolves the pair's keys in the test's body and tasks, between suspensions.
    private func seesOnlyItsOwn(name: String) async throws {
        @Sendable func seen() async -> (TaskTag, TaskTag) {
            await MainActor.run { (resolve(\.taskPairTag), resolve(\.taskPairShared, .shared, .permanent)) }
        }
        let first = await seen()
        #expect(first.0.name == name)
        for round in 0..<20 {
            try await Task.sleep(nanoseconds: UInt64.random(in: 0..<500_000))
            let again = round.isMultiple(of: 2) ? await Task { await seen() }.value : await seen()
            #expect(again.0 === first.0)
            #expect(again.1 === first.1)
        }
    }
}
