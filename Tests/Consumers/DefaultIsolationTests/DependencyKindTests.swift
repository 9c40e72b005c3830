import ConsumerFixtures
import Inject
import Testing

/// Value types, existentials, and key paths formed in another module, through a class in a
/// main-actor-by-default module.
@Suite struct DependencyKindTests {
    @Test func valueTypesAreKeptPerPointOrShared() {
        let first = PlainModel()
        let second = PlainModel()
        #expect(first.localStamp == first.localStamp)
        #expect(first.localStamp != second.localStamp)
        #expect(first.sharedStamp == second.sharedStamp)
        #expect(first.sharedStamp != first.localStamp)
    }

    @Test func existentialsAreKeptPerPointOrShared() {
        let first = PlainModel()
        let second = PlainModel()
        #expect(first.greeter is PoliteGreeter)
        #expect(first.greeter === first.greeter)
        #expect(first.greeter !== second.greeter)
        #expect(first.sharedGreeter === second.sharedGreeter)
        #expect(first.sharedGreeter !== first.greeter)
    }

    @Test func aKeyPathFormedInAnotherModuleNamesTheSameDependency() {
        let formedHere = \DefaultValues.crossModule
        #expect(formedHere == fixtureKeyPath)
        #expect(formedHere.hashValue == fixtureKeyPath.hashValue)

        let consumer = PlainModel()
        #expect(consumer.crossModuleFromHere === consumer.crossModuleFromFixtures)
        #expect(PlainModel().crossModuleFromFixtures === consumer.crossModuleFromHere)
        #expect(Tracked.createdCount("crossModule") == 1)
    }
}
