import Inject
import InjectTesting
import Testing

/// The traits of one test give it one frame, whichever of them gives a value: an object that a suite's
/// trait or an earlier trait makes resolves as the test does, into the test's instances and leases.
@Suite(.injecting(\.markedPair, MarkedPair()))
struct TraitFrameTests {
    @Test(.injecting(\.pairPart, "test"))
    @MainActor func aSuiteTraitsObjectSharesTheTestsInstancesAndSeesItsReplacements() {
        let pair = resolve(\.markedPair)
        #expect(pair.shared === resolve(\.pairMark, .shared, .permanent))
        #expect(pair.part == "test")
    }

    @Test(.injecting(\.otherMark, Mark()), .injecting(\.pairPart, "second"))
    @MainActor func anObjectOfAnEarlierTraitSeesTheLaterOnesToo() {
        #expect(resolve(\.markedPair).part == "second")
        #expect(resolve(\.otherMark) === resolve(\.otherMark))
    }

    @Test(.injecting(\.pairPart, "test"))
    @MainActor func endingALeaseInTheTestEndsTheTraitObjectsInstances() {
        let pair = resolve(\.markedPair)
        weak let session = pair.session
        #expect(session != nil)
        #expect(Lease.pairSession.liveInstanceCount == 1)
        Lease.pairSession.end()
        #expect(session == nil)
        #expect(!pair.$session.isResolved)
    }

    @Test(.injecting(\.pairPart, "test"))
    @MainActor func theTestsGraphHoldsWhatTheTraitObjectResolves() {
        let graph = withDependencyGraph { _ = resolve(\.markedPair).part }
        #expect(graph.dependencies.contains(keyPathName(\DefaultValues.pairPart)))
    }

    /// `Scope.shared`'s doc: a dependency that a test trait replaces is one instance in every frame of
    /// the test, for `.shared` and `.temporary` points alike.
    @Test(.injecting(\.pairPart, "test"))
    @MainActor func aTraitsObjectIsOneInstanceInEveryFrameOfTheTest() {
        final class Holder {
            @Injected(\.markedPair, .shared) var shared
            @Injected(\.markedPair) var temporary
        }
        let outer = Holder()
        let inner = withInjected(\.pairPart, "inner") { Holder() }
        let innermost = withInjected(context: .preview) { resolve(\.markedPair, .shared, .permanent) }
        #expect(inner.shared === outer.shared)
        #expect(inner.temporary === outer.temporary)
        #expect(outer.temporary === outer.shared)
        #expect(innermost === outer.shared)
    }
}
