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
}
