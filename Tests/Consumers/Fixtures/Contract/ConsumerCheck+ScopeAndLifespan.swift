import Inject
import Testing

/// The four combinations of scope and lifespan, on any consumer kind.
extension ConsumerCheck {
    @MainActor
    static func checkTemporaryLocal<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "TemporaryLocal"
        weak var firstInstance: Tracked?
        do {
            let first = Consumer.make()
            let second = Consumer.make()
            #expect(!first.points.temporaryLocal.isResolved)
            #expect(Tracked.createdCount(tag) == 0)

            firstInstance = first.temporaryLocal
            #expect(first.points.temporaryLocal.isResolved)
            #expect(first.points.temporaryLocal.source == .defaultValue)
            #expect(first.temporaryLocal === firstInstance)
            #expect(second.temporaryLocal !== first.temporaryLocal)
            #expect(second.temporaryLocal === second.temporaryLocal)
            #expect(Tracked.createdCount(tag) == 2)
            #expect(Tracked.liveCount(tag) == 2)
        }
        #expect(firstInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)
    }

    @MainActor
    static func checkTemporaryPermanent<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "TemporaryPermanent"
        weak var firstInstance: Tracked?
        weak var secondInstance: Tracked?
        do {
            let first = Consumer.make()
            let second = Consumer.make()
            firstInstance = first.temporaryPermanent
            secondInstance = second.temporaryPermanent
            #expect(first.temporaryPermanent === firstInstance)
            #expect(firstInstance !== secondInstance)
        }
        // The consumers are gone; the library still holds their instances.
        #expect(firstInstance != nil)
        #expect(secondInstance != nil)
        #expect(Tracked.createdCount(tag) == 2)
        #expect(Tracked.liveCount(tag) == 2)

        let third = Consumer.make()
        #expect(third.temporaryPermanent !== firstInstance)
        #expect(third.temporaryPermanent !== secondInstance)
        #expect(Tracked.createdCount(tag) == 3)
    }

    @MainActor
    static func checkSharedLocal<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let tag = Consumer.prefix + "SharedLocal"
        weak var sharedInstance: Tracked?
        do {
            let first = Consumer.make()
            do {
                let second = Consumer.make()
                sharedInstance = first.sharedLocal
                #expect(second.sharedLocal === sharedInstance)
                #expect(Tracked.createdCount(tag) == 1)
            }
            // The second consumer is gone; the first still holds the instance.
            #expect(sharedInstance != nil)
            #expect(Consumer.make().sharedLocal === sharedInstance)
            #expect(Tracked.createdCount(tag) == 1)
            withExtendedLifetime(first) {}
        }
        #expect(sharedInstance == nil)
        #expect(Tracked.liveCount(tag) == 0)

        // Once released, the next consumer gets a new instance.
        _ = Consumer.make().sharedLocal
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
