import Inject
import Testing

/// Value types, existentials, and key paths formed in another module, on any consumer kind.
extension ConsumerCheck {
    @MainActor
    static func checkValueTypes<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let first = Consumer.make()
        let second = Consumer.make()
        #expect(first.localStamp == first.localStamp)
        #expect(first.localStamp != second.localStamp)
        #expect(first.sharedStamp == second.sharedStamp)
        #expect(first.sharedStamp != first.localStamp)
    }

    @MainActor
    static func checkExistentials<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let first = Consumer.make()
        let second = Consumer.make()
        #expect(first.greeter is PoliteGreeter)
        #expect(first.greeter === first.greeter)
        #expect(first.greeter !== second.greeter)
        #expect(first.sharedGreeter === second.sharedGreeter)
        #expect(first.sharedGreeter !== first.greeter)
    }

    @MainActor
    static func checkCrossModuleKeyPath<Consumer: ConsumerUnderTest>(_: Consumer.Type) {
        let formedThere = Consumer.crossModuleKeyPath
        #expect(formedThere == fixtureKeyPath)
        #expect(formedThere.hashValue == fixtureKeyPath.hashValue)

        let consumer = Consumer.make()
        #expect(consumer.crossModuleFromHere === consumer.crossModuleFromFixtures)
        #expect(Consumer.make().crossModuleFromFixtures === consumer.crossModuleFromHere)
        #expect(Tracked.createdCount("crossModule") == 1)
    }
}
