import ConsumerFixtures
import Inject
import Testing

/// Value types, existentials, and key paths formed in another module, through a main-actor class.
@Suite struct DependencyKindTests {
    @Test @MainActor func valueTypesAreKeptPerPointOrShared() {
        let first = MainActorConsumer()
        let second = MainActorConsumer()
        #expect(first.localStamp == first.localStamp)
        #expect(first.localStamp != second.localStamp)
        #expect(first.sharedStamp == second.sharedStamp)
        #expect(first.sharedStamp != first.localStamp)
    }

    @Test @MainActor func existentialsAreKeptPerPointOrShared() {
        let first = MainActorConsumer()
        let second = MainActorConsumer()
        #expect(first.greeter is PoliteGreeter)
        #expect(first.greeter === first.greeter)
        #expect(first.greeter !== second.greeter)
        #expect(first.sharedGreeter === second.sharedGreeter)
        #expect(first.sharedGreeter !== first.greeter)
    }

    @Test @MainActor func aKeyPathFormedInAnotherModuleNamesTheSameDependency() {
        let formedHere = \DefaultValues.crossModule
        #expect(formedHere == fixtureKeyPath)
        #expect(formedHere.hashValue == fixtureKeyPath.hashValue)

        let consumer = MainActorConsumer()
        #expect(consumer.crossModuleFromHere === consumer.crossModuleFromFixtures)
        #expect(MainActorConsumer().crossModuleFromFixtures === consumer.crossModuleFromHere)
        #expect(Tracked.createdCount("crossModule") == 1)
    }
}
