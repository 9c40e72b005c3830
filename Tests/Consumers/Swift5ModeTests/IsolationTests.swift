import ConsumerFixtures
import Inject
import Testing

/// A class in a Swift 5 mode module and its key paths are made by nonisolated code; its points are read on the main actor.
@Suite struct IsolationTests {
    @Test @MainActor func consumersAndKeyPathsAreMadeWithoutTheMainActorAndReadOnIt() {
        let (consumer, keyPath) = makeConsumerOffTheMainActor()
        #expect(keyPath == \DefaultValues.swift5TemporaryLocal)
        #expect(!consumer.$temporaryLocal.isResolved)
    }
}
