import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read through a main-actor class.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .local + .temporary

    @Test @MainActor func localTemporaryGivesEachPointItsOwnInstanceForTheConsumersLife() {
        let tag = "mainActorLocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = MainActorConsumer()
            let second = MainActorConsumer()
            #expect(!first.$localTemporary.isResolved)
            #expect(Tracked.createdCount(tag) == 0)

            firstInstance = first.localTemporary
            #expect(first.$localTemporary.isResolved)
            #expect(first.$localTemporary.source == .defaultValue)
            #expect(first.localTemporary === firstInstance)
            #expect(first.localTemporary === first.localTemporary)
            #expect(second.localTemporary !== first.localTemporary)
            #expect(second.localTemporary === second.localTemporary)
            #expect(Tracked.createdCount(tag) == 2)
            #expect(Tracked.liveCount(tag) == 2)
        }
        #expect(firstInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    // MARK: - .local + .permanent

    @Test @MainActor func localPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer() {
        let tag = "mainActorLocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = MainActorConsumer()
            let second = MainActorConsumer()
            firstInstance = first.localPermanent
            secondInstance = second.localPermanent
            #expect(first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = MainActorConsumer()
        #expect(third.localPermanent !== firstInstance)
        #expect(third.localPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    // MARK: - .shared + .temporary

    @Test @MainActor func sharedTemporaryIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() {
        let tag = "mainActorSharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = MainActorConsumer()
            do {
                let second = MainActorConsumer()
                sharedInstance = first.sharedTemporary
                #expect(second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(MainActorConsumer().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        let later = MainActorConsumer()
        _ = later.sharedTemporary
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - .shared + .permanent

    @Test @MainActor func sharedPermanentIsOneInstanceForTheProcess() {
        let tag = "mainActorSharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = MainActorConsumer()
            let second = MainActorConsumer()
            sharedInstance = first.sharedPermanent
            #expect(second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(MainActorConsumer().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    // MARK: - Storage

    @Test @MainActor func sharedTemporaryAndSharedPermanentAreStoredSeparately() {
        let tag = "mainActorSharedStorage"
        let first = MainActorConsumer()
        let second = MainActorConsumer()
        #expect(first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - Isolation

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
