import ConsumerFixtures
import Inject
import Testing

/// Each spelling of `@Injected` means the scope and lifespan it says.
@Suite struct SpellingTests {
    @Test @MainActor func everyTemporaryLocalSpellingGivesEachPointItsOwnReleasedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            let instances = [
                consumer.temporaryLocalDefault,
                consumer.temporaryLocalScopeFirst,
                consumer.temporaryLocalLifespanOnly,
                consumer.temporaryLocalLabelled,
            ]
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 4)
            instance = instances[0]
        }
        #expect(instance == nil)
        #expect(Tracked.liveCount("spellingTemporaryLocal") == 0)
    }

    @Test @MainActor func everyTemporaryPermanentSpellingGivesEachPointItsOwnRetainedInstance() {
        do {
            let consumer = SpellingConsumer()
            let instances = [
                consumer.temporaryPermanentPartial,
                consumer.temporaryPermanentLabelledPartial,
                consumer.temporaryPermanentLabelled,
                consumer.temporaryPermanentScopeFirst,
            ]
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 4)
        }
        #expect(Tracked.liveCount("spellingTemporaryPermanent") == 4)
    }

    @Test @MainActor func everySharedLocalSpellingSharesOneReleasedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            instance = consumer.sharedLocalPartial
            #expect(consumer.sharedLocalLabelledPartial === instance)
            #expect(consumer.sharedLocalLabelled === instance)
            #expect(consumer.sharedLocalScopeFirst === instance)
        }
        #expect(instance == nil)
        #expect(Tracked.createdCount("spellingSharedLocal") == 1)
    }

    @Test @MainActor func everySharedPermanentSpellingSharesOneRetainedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            instance = consumer.sharedPermanentScopeFirst
            #expect(consumer.sharedPermanentLabelled === instance)
        }
        #expect(instance != nil)
        #expect(Tracked.createdCount("spellingSharedPermanent") == 1)
    }
}
