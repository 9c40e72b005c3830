import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read with `await` through an actor.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .local + .temporary

    @Test func localTemporaryGivesEachPointItsOwnInstanceForTheConsumersLife() async {
        let tag = "actorLocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = ActorConsumer()
            let second = ActorConsumer()
            #expect(Tracked.createdCount(tag) == 0)

            firstInstance = await first.localTemporary
            #expect(firstInstance != nil)
            #expect(await first.localTemporary === firstInstance)
            #expect(await first.readLocalTemporary() === firstInstance)
            let secondInstance = await second.readLocalTemporary()
            #expect(secondInstance !== firstInstance)
            #expect(await second.localTemporary === secondInstance)
            #expect(Tracked.createdCount(tag) == 2)
            #expect(Tracked.liveCount(tag) == 2)
        }
        #expect(firstInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    // MARK: - .local + .permanent

    @Test func localPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer() async {
        let tag = "actorLocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = ActorConsumer()
            let second = ActorConsumer()
            firstInstance = await first.localPermanent
            secondInstance = await second.localPermanent
            #expect(await first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)
    }

    // MARK: - .shared + .temporary

    @Test func sharedTemporaryIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() async {
        let tag = "actorSharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = ActorConsumer()
            do {
                let second = ActorConsumer()
                sharedInstance = await first.readSharedTemporary()
                #expect(await second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(await ActorConsumer().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        _ = await ActorConsumer().sharedTemporary
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

    @Test func sharedTemporaryAndSharedPermanentAreStoredSeparately() async {
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
