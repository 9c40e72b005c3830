import ConsumerFixtures
import Inject
import Testing

/// A nonisolated class and its key paths are made by nonisolated code; its points are read on the main actor.
@Suite struct IsolationTests {
    @Test @MainActor func consumersAndKeyPathsAreMadeWithoutTheMainActorAndReadOnIt() {
        let (consumer, keyPath) = makeConsumerOffTheMainActor()
        #expect(keyPath == \DefaultValues.nonisolatedTemporaryLocal)
        #expect(!consumer.$temporaryLocal.isResolved)
    }
}
