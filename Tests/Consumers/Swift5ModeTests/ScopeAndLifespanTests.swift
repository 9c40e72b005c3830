import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read through a class in Swift 5 mode.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .local + .temporary

    @Test @MainActor func localTemporaryGivesEachPointItsOwnInstanceForTheConsumersLife() {
        let tag = "swift5LocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = Swift5Consumer()
            let second = Swift5Consumer()
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
        let tag = "swift5LocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = Swift5Consumer()
            let second = Swift5Consumer()
            firstInstance = first.localPermanent
            secondInstance = second.localPermanent
            #expect(first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = Swift5Consumer()
        #expect(third.localPermanent !== firstInstance)
        #expect(third.localPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    // MARK: - .shared + .temporary

    @Test @MainActor func sharedTemporaryIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() {
        let tag = "swift5SharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = Swift5Consumer()
            do {
                let second = Swift5Consumer()
                sharedInstance = first.sharedTemporary
                #expect(second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(Swift5Consumer().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        let later = Swift5Consumer()
        _ = later.sharedTemporary
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - .shared + .permanent

    @Test @MainActor func sharedPermanentIsOneInstanceForTheProcess() {
        let tag = "swift5SharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = Swift5Consumer()
            let second = Swift5Consumer()
            sharedInstance = first.sharedPermanent
            #expect(second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(Swift5Consumer().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    // MARK: - Storage

    @Test @MainActor func sharedTemporaryAndSharedPermanentAreStoredSeparately() {
        let tag = "swift5SharedStorage"
        let first = Swift5Consumer()
        let second = Swift5Consumer()
        #expect(first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - Isolation

    @Test @MainActor func consumersAndKeyPathsAreMadeWithoutTheMainActorAndReadOnIt() {
        let (consumer, keyPath) = makeConsumerOffTheMainActor()
        #expect(keyPath == \DefaultValues.swift5LocalTemporary)
        #expect(!consumer.$localTemporary.isResolved)
    }
}
