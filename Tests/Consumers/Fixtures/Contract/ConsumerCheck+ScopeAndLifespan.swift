import Inject
import Testing

/// The four combinations of scope and lifespan, on any consumer kind.
extension ConsumerCheck {
    @MainActor
    static func checkLocalTemporary<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "LocalTemporary"
        weak var firstInstance: Tracked?
        do {
            let first = Consumer.make()
            let second = Consumer.make()
            #expect(!first.points.localTemporary.isResolved)
            #expect(Tracked.createdCount(tag) == 0)

            firstInstance = first.localTemporary
            #expect(first.points.localTemporary.isResolved)
            #expect(first.points.localTemporary.source == .defaultValue)
            #expect(first.localTemporary === firstInstance)
            #expect(second.localTemporary !== first.localTemporary)
            #expect(second.localTemporary === second.localTemporary)
            #expect(Tracked.createdCount(tag) == 2)
            #expect(Tracked.liveCount(tag) == 2)
        }
        #expect(firstInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    @MainActor
    static func checkLocalPermanent<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "LocalPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = Consumer.make()
            let second = Consumer.make()
            firstInstance = first.localPermanent
            secondInstance = second.localPermanent
            #expect(first.localPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        // The consumers are gone; the library still holds their instances.
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = Consumer.make()
        #expect(third.localPermanent !== firstInstance)
        #expect(third.localPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    @MainActor
    static func checkSharedTemporary<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "SharedTemporary"
        weak var sharedInstance: Tracked?
        do {
            let first = Consumer.make()
            do {
                let second = Consumer.make()
                sharedInstance = first.sharedTemporary
                #expect(second.sharedTemporary === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(Consumer.make().sharedTemporary === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            withExtendedLifetime(first) {}
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        _ = Consumer.make().sharedTemporary
        #expect(Tracked.createdCount(tag) == 2)
    }

    @MainActor
    static func checkSharedPermanent<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "SharedPermanent"
        weak var sharedInstance: Tracked?
        do {
            let first = Consumer.make()
            let second = Consumer.make()
            sharedInstance = first.sharedPermanent
            #expect(second.sharedPermanent === sharedInstance)
        }
        #expect(sharedInstance != nil)
        #expect(Consumer.make().sharedPermanent === sharedInstance)
        #expect(Tracked.createdCount(tag) == 1)
        #expect(Tracked.liveCount(tag) == 1)
    }

    @MainActor
    static func checkSharedStorage<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "SharedStorage"
        let first = Consumer.make()
        let second = Consumer.make()
        #expect(first.sharedStorageTemporary !== first.sharedStoragePermanent)
        #expect(second.sharedStorageTemporary === first.sharedStorageTemporary)
        #expect(second.sharedStoragePermanent === first.sharedStoragePermanent)
        #expect(Tracked.createdCount(tag) == 2)
    }
}
