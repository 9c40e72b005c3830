import ConsumerFixtures
import Inject
import Testing

/// Value types, existentials, and key paths formed in another module, read with `await` through an actor.
@Suite struct DependencyKindTests {
    @Test func valueTypesAreKeptPerPointOrShared() async {
        let first = ActorConsumer()
        let second = ActorConsumer()
        #expect(await first.localStamp == first.localStamp)
        #expect(await first.localStamp != second.localStamp)
        #expect(await first.sharedStamp == second.sharedStamp)
        #expect(await first.sharedStamp != first.localStamp)
    }

    @Test func existentialsAreKeptPerPointOrShared() async {
        let first = ActorConsumer()
        let second = ActorConsumer()
        #expect(await first.greet() == "Good morning")
        #expect(await first.greeter === first.greeter)
        #expect(await first.greeter !== second.greeter)
        #expect(await first.sharedGreeter === second.sharedGreeter)
        #expect(await first.sharedGreeter !== first.greeter)
    }

    @Test func aKeyPathFormedInAnotherModuleNamesTheSameDependency() async {
        let formedHere = \DefaultValues.crossModule
        #expect(formedHere == fixtureKeyPath)
        #expect(formedHere.hashValue == fixtureKeyPath.hashValue)

        let consumer = ActorConsumer()
        #expect(await consumer.crossModuleFromHere === consumer.crossModuleFromFixtures)
        #expect(await ActorConsumer().crossModuleFromFixtures === consumer.crossModuleFromHere)
        #expect(Tracked.createdCount("crossModule") == 1)
    }
}
