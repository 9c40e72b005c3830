import ConsumerFixtures
import Inject
import Testing

/// An actor consumer in Swift 5 mode reads its injected properties with `await`.
@Suite struct ActorConsumerTests {
    @Test func anActorReadsLocalAndSharedInstances() async {
        weak var local: Tracked?
        weak var shared: Tracked?
        do {
            let first = Swift5Actor()
            let second = Swift5Actor()
            local = await first.readLocal()
            #expect(await first.readLocal() === local)
            #expect(await second.readLocal() !== local)
            shared = await first.readShared()
            #expect(await second.readShared() === shared)
            #expect(Tracked.createdCount("swift5ActorLocal") == 2)
            #expect(Tracked.createdCount("swift5ActorShared") == 1)
        }
        #expect(local == nil)
        #expect(shared == nil)
    }
}
