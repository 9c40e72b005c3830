import ConsumerFixtures
import Inject
import Testing

/// A main-actor class and its key paths are made off the main actor; its points are read on it.
@Suite struct IsolationTests {
    @Test func consumersAreMadeOffTheMainActorAndReadOnIt() async {
        let consumer = await Task.detached { MainActorConsumer() }.value
        let keyPath = await Task.detached { \DefaultValues.mainActorTemporaryLocal }.value
        #expect(keyPath == \DefaultValues.mainActorTemporaryLocal)
        await MainActor.run {
            #expect(!consumer.$temporaryLocal.isResolved)
        }
        let instance = await consumer.temporaryLocal
        #expect(await consumer.temporaryLocal === instance)
    }
}
