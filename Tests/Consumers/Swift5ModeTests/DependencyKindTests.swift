import ConsumerFixtures
import Inject
import Testing

/// Value types, existentials, and key paths formed in another module, through a class in Swift 5 mode.
@Suite struct DependencyKindTests {
    @Test @MainActor func valueTypesAreKeptPerPointOrShared() {
        let first = Swift5Consumer()
        let second = Swift5Consumer()
        #expect(first.localStamp == first.localStamp)
        #expect(first.localStamp != second.localStamp)
        #expect(first.sharedStamp == second.sharedStamp)
        #expect(first.sharedStamp != first.localStamp)
    }

    @Test @MainActor func existentialsAreKeptPerPointOrShared() {
        let first = Swift5Consumer()
        let second = Swift5Consumer()
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

        let consumer = Swift5Consumer()
        #expect(consumer.crossModuleFromHere === consumer.crossModuleFromFixtures)
        #expect(Swift5Consumer().crossModuleFromFixtures === consumer.crossModuleFromHere)
        #expect(Tracked.createdCount("crossModule") == 1)
    }
}
