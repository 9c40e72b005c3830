import ConsumerFixtures
import Inject
import Testing

/// The four combinations of scope and lifespan, read through a class in a main-actor-by-default module.
@Suite struct ScopeAndLifespanTests {
    // MARK: - .local + .temporary

    @Test func localTemporaryGivesEachPointItsOwnInstanceForTheConsumersLife() {
        let tag = "defaultIsolationLocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = PlainModel()
            let second = PlainModel()
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

    @Test func localPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer() {
        let tag = "defaultIsolationLocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = PlainModel()
            let second = PlainModel()
            firstInstance = first.localPermanent
            secondInstance = second.localPermanent
            #expect(first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = PlainModel()
        #expect(third.localPermanent !== firstInstance)
        #expect(third.localPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    // MARK: - .shared + .temporary

    @Test func sharedTemporaryIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast() {
        let tag = "defaultIsolationSharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = PlainModel()
            do {
                let second = PlainModel()
                sharedInstance = first.sharedTemporary
                #expect(second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(PlainModel().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            _ = first
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        let later = PlainModel()
        _ = later.sharedTemporary
        #expect(Tracked.createdCount(tag) == 2)
    }

    // MARK: - .shared + .permanent

    @Test func sharedPermanentIsOneInstanceForTheProcess() {
        let tag = "defaultIsolationSharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = PlainModel()
            let second = PlainModel()
            sharedInstance = first.sharedPermanent
            #expect(second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(PlainModel().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    // MARK: - Storage

    @Test func sharedTemporaryAndSharedPermanentAreStoredSeparately() {
        let tag = "defaultIsolationSharedStorage"
        let first = PlainModel()
        let second = PlainModel()
        #expect(first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }

}
