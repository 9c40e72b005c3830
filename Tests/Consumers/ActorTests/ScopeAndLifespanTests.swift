import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read with `await` through an actor.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .temporary + .local

    @Test func temporaryLocalGivesEachPointItsOwnInstanceForTheConsumersLife() async {
        let tag = "actorTemporaryLocal"
        weak var firstInstance: Tracked?
        do {
            let first = ActorConsumer()
            let second = ActorConsumer()
            #expect(Tracked.createdCount(tag) == 0)

            firstInstance = await first.temporaryLocal
            #expect(firstInstance != nil)
            #expect(await first.temporaryLocal === firstInstance)
            #expect(await first.readTemporaryLocal() === firstInstance)
            let secondInstance = await second.readTemporaryLocal()
            #expect(secondInstance !== firstInstance)
            #expect(await second.temporaryLocal === secondInstance)
            #expect(Tracked.createdCount(tag) == 2)
            #expect(Tracked.liveCount(tag) == 2)
        }
        #expect(firstInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    // MARK: - .temporary + .permanent

    @Test func temporaryPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer() async {
        let tag = "actorTemporaryPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = ActorConsumer()
            let second = ActorConsumer()
            firstInstance = await first.temporaryPermanent
            secondInstance = await second.temporaryPermanent
            #expect(await first.temporaryPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)
    }

    // MARK: - .shared + .local

    @Test func sharedLocalIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() async {
        let tag = "actorSharedLocal"
        weak var sharedInstance: Tracked?
        do {
            let first = ActorConsumer()
            do {
                let second = ActorConsumer()
                sharedInstance = await first.readSharedLocal()
                #expect(await second.sharedLocal === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(await ActorConsumer().sharedLocal === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        _ = await ActorConsumer().sharedLocal
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - .shared + .permanent

    @Test func sharedPermanentIsOneInstanceForTheProcess() async {
        let tag = "actorSharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = ActorConsumer()
            let second = ActorConsumer()
            sharedInstance = await first.sharedPermanent
            #expect(await second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(await ActorConsumer().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    // MARK: - Storage

    @Test func sharedLocalAndSharedPermanentAreStoredSeparately() async {
        let tag = "actorSharedStorage"
        let first = ActorConsumer()
        let second = ActorConsumer()
        #expect(await first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(await second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(await second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - Isolation

    @Test @MainActor func theMainActorReadsWithoutAwaitBecauseThePropertyIsMainActorIsolated() {
        let consumer = ActorConsumer()
        let instance = consumer.localStamp
        #expect(consumer.localStamp == instance)
    }
}
