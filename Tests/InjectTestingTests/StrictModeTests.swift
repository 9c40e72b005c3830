// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import InjectTesting
import Testing

@testable import Inject

/// A test the trait isolates is strict: a dependency resolved to a live default fails the test.
@Suite(.injectionIsolated)
struct StrictModeTests {
    final class Consumer {
        @Injected(\.strictPlain) var plain
        @Injected(\.strictChosen) var chosen
        @Injected(\.strictComposite) var composite
    }

    @Test @MainActor func aLiveDefaultFailsTheTestNamingTheInjectionPoint() {
        let consumer = Consumer()
        withKnownIssue {
            #expect(consumer.plain == 1)
        } matching: { issue in
            let description = issue.comments.map(\.rawValue).joined()
            return description.contains("resolved to its live default in a strict test")
                && description.contains("InjectTestingTests/StrictModeTests.swift:13")
        }
    }

    @Test @MainActor func aLiveDefaultIsReportedAtTheTestItFails() {
        // The injection point's site is known by its file ID only, which no IDE can open: the issue
        // goes to the test's declaration, and its message names the site.
        let test = Test.current?.sourceLocation
        withKnownIssue {
            _ = Consumer().plain
        } matching: { issue in
            issue.sourceLocation == test && issue.sourceLocation?.filePath == #filePath
        }
    }

    @Test @MainActor func aDefaultWithATestValueResolvesQuietly() {
        #expect(Consumer().chosen == 3)
    }

    @Test @MainActor func aDefaultBuiltFromDependenciesThatHaveTestValuesResolvesQuietly() {
        #expect(Consumer().composite == 30)
    }

    @Test @MainActor func aDefaultBuiltFromAPartFoundAlreadyMadeResolvesQuietly() {
        // The same verdict as when the part is made for it: the part was judged when it was made.
        #expect(resolve(\.strictChosen, .shared, .permanent) == 3)
        #expect(resolve(\.strictCompositeOfShared) == 30)
    }

    @Test @MainActor func aDefaultBuiltFromAPartItsCallFoundBeforeResolvesQuietlyAgain() {
        // The second time, the default's `resolve` call finds the part by its key path object, without
        // the resolver's usual path: the default is still judged by it.
        #expect(resolve(\.strictCompositeOfShared) == 30)
        #expect(resolve(\.strictCompositeOfShared) == 30)
    }

    @Test(.injecting(\.strictPlain, 7))
    @MainActor func aDefaultBuiltFromAReplacedPartResolvesQuietly() {
        #expect(resolve(\.strictCompositeOfPlain) == 70)
    }

    @Test @MainActor func aDefaultBuiltFromAPointItsFrameGivesAValueResolvesQuietly() {
        // The part is an injection point that its frame replaces with a value, which it takes without
        // the resolver's usual path: the default is still judged by it.
        #expect(withInjected(\.strictPlain, 7) { resolve(\.strictCompositeOfPlainPoint) } == 70)
    }

    @Test @MainActor func aDefaultBuiltFromALivePartFailsTheTestNamingThePartOnly() {
        let site = "InjectTestingTests/StrictModeTests.swift:\(#line + 2)"
        withKnownIssue {
            #expect(resolve(\.strictCompositeOfPlain) == 10)
        } matching: { issue in
            // At the part's `resolve` call in the fixtures, not the composite's call here, which the
            // message names as what the part was made for.
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("InjectTestingTests/Fixtures.swift:93")
                && message.contains(
                    "in a strict test, while making \(keyPathName(\DefaultValues.strictCompositeOfPlain)) (asked for at \(site)):"
                )
        }
    }

    @Test @MainActor func aDefaultTheSameInEveryContextResolvesQuietly() {
        final class Holder {
            @Injected(\.strictSameEverywhere) var store
            @Injected(\.strictSameEverywhere, .shared) var shared
        }
        let holder = Holder()
        #expect(holder.store !== holder.shared)
        #expect(resolve(\.strictSameEverywhere) !== holder.store)
    }

    /// `sameInEveryContext(_:)` makes its value when the default runs, once per resolution.
    @Test @MainActor func aDefaultTheSameInEveryContextMakesItsValueOncePerResolution() {
        let before = CountedStore.made.withLock { $0 }
        _ = resolve(\.strictSameEverywhereCounted)
        _ = resolve(\.strictSameEverywhereCounted)
        #expect(CountedStore.made.withLock { $0 } == before + 2)
    }

    @Test(.injecting(\.strictPlain, 7))
    @MainActor func aReplacementResolvesQuietly() {
        #expect(Consumer().plain == 7)
    }

    @Test @MainActor func aFrameOpenedInsideAStrictTestIsStrictToo() {
        let consumer = withInjected(\.strictChosen, 4) { Consumer() }
        #expect(consumer.chosen == 4)
        withKnownIssue {
            _ = consumer.plain
        }
    }

    @Test @MainActor func aPermanentDefaultWithATestValueResolvesQuietlyEveryTime() {
        // The second resolution finds what `permanent { }` kept, which the default made for tests: it
        // read the context then, as a part found already made was judged when it was made.
        let first = resolve(\.strictPermanentChosen)
        #expect(first.value == 3)
        #expect(resolve(\.strictPermanentChosen) === first)
    }

    /// A strict test's task that reads the context off the main actor (a child task, which keeps the
    /// test's frame) reads the test's: no default runs there, so the read is not counted, and it does not
    /// stop the process.
    @Test func aContextReadOffTheMainActorInAStrictTestReadsTheTestsContext() async {
        let contexts = await withTaskGroup(of: InjectionContext.self) { group in
            for _ in 0..<4 { group.addTask { InjectionContext.current } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(contexts == [.test, .test, .test, .test])
    }

    /// An `unimplemented(_:)` default is a test value: a strict test records its own failure only, not
    /// also the live-default one.
    @Test @MainActor func anUnimplementedDefaultRecordsOnlyItsOwnFailure() {
        withKnownIssue {
            _ = resolve(\.unimplementedPayments)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("resolved to unimplemented(_:)")
        }
    }
}

/// With `strict: false`, a live default resolves quietly in a test.
@Suite(.injectionIsolated(strict: false))
struct LenientModeTests {
    @Test @MainActor func aLiveDefaultResolvesQuietly() {
        #expect(resolve(\.strictPlain) == 1)
    }
}
