import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read through a nonisolated class.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .local + .temporary

    @Test @MainActor func localTemporaryGivesEachPointItsOwnInstanceForTheConsumersLife() {
        let tag = "nonisolatedLocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = NonisolatedConsumer()
            let second = NonisolatedConsumer()
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
        let tag = "nonisolatedLocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = NonisolatedConsumer()
            let second = NonisolatedConsumer()
            firstInstance = first.localPermanent
            secondInstance = second.localPermanent
            #expect(first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = NonisolatedConsumer()
        #expect(third.localPermanent !== firstInstance)
        #expect(third.localPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    // MARK: - .shared + .temporary

    @Test @MainActor func sharedTemporaryIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() {
        let tag = "nonisolatedSharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = NonisolatedConsumer()
            do {
                let second = NonisolatedConsumer()
                sharedInstance = first.sharedTemporary
                #expect(second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(NonisolatedConsumer().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        let later = NonisolatedConsumer()
        _ = later.sharedTemporary
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - .shared + .permanent

    @Test @MainActor func sharedPermanentIsOneInstanceForTheProcess() {
        let tag = "nonisolatedSharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = NonisolatedConsumer()
            let second = NonisolatedConsumer()
            sharedInstance = first.sharedPermanent
            #expect(second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(NonisolatedConsumer().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    // MARK: - Storage

    @Test @MainActor func sharedTemporaryAndSharedPermanentAreStoredSeparately() {
        let tag = "nonisolatedSharedStorage"
        let first = NonisolatedConsumer()
        let second = NonisolatedConsumer()
        #expect(first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - Isolation

    @Test @MainActor func consumersAndKeyPathsAreMadeWithoutTheMainActorAndReadOnIt() {
        let (consumer, keyPath) = makeConsumerOffTheMainActor()
        #expect(keyPath == \DefaultValues.nonisolatedLocalTemporary)
        #expect(!consumer.$localTemporary.isResolved)
    }
}
