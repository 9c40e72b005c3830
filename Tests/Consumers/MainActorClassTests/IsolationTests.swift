import ConsumerFixtures
import Inject
import Testing

/// A main-actor class and its key paths are made off the main actor; its points are read on it.
@Suite struct IsolationTests {
    @Test func consumersAreMadeOffTheMainActorAndReadOnIt() async {
        let consumer = await Task.detached { MainActorConsumer() }.value
        let keyPath = await Task.detached { \DefaultValues.mainActorLocalTemporary }.value
        #expect(keyPath == \DefaultValues.mainActorLocalTemporary)
        await MainActor.run {
            #expect(!consumer.$localTemporary.isResolved)
        }
        let instance = await consumer.localTemporary
        #expect(await consumer.localTemporary === instance)
    }
}
