import ConsumerFixtures
import Inject
import Testing

/// Each spelling of `@Injected` means the scope and lifespan it says.
@Suite struct SpellingTests {
    @Test @MainActor func everyLocalTemporarySpellingGivesEachPointItsOwnReleasedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            let instances = [
                consumer.localTemporaryDefault,
                consumer.localTemporaryScopeFirst,
                consumer.localTemporaryLifespanFirst,
                consumer.localTemporaryLabelled,
            ]
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 4)
            instance = instances[0]
        }
        #expect(instance == nil)
        #expect(Tracked.liveCount("spellingLocalTemporary") == 0)
    }

    @Test @MainActor func everyLocalPermanentSpellingGivesEachPointItsOwnRetainedInstance() {
        do {
            let consumer = SpellingConsumer()
            let instances = [
                consumer.localPermanentPartial,
                consumer.localPermanentLabelledPartial,
                consumer.localPermanentLabelled,
                consumer.localPermanentScopeFirst,
            ]
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 4)
        }
        #expect(Tracked.liveCount("spellingLocalPermanent") == 4)
    }

    @Test @MainActor func everySharedTemporarySpellingSharesOneReleasedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            instance = consumer.sharedTemporaryPartial
            #expect(consumer.sharedTemporaryLabelledPartial === instance)
            #expect(consumer.sharedTemporaryLabelled === instance)
            #expect(consumer.sharedTemporaryLifespanFirst === instance)
        }
        #expect(instance == nil)
        #expect(Tracked.createdCount("spellingSharedTemporary") == 1)
    }

    @Test @MainActor func everySharedPermanentSpellingSharesOneRetainedInstance() {
        weak var instance: Tracked?
        do {
            let consumer = SpellingConsumer()
            instance = consumer.sharedPermanentScopeFirst
            #expect(consumer.sharedPermanentLifespanFirst === instance)
            #expect(consumer.sharedPermanentLabelled === instance)
            #expect(consumer.sharedPermanentLifespanLabelled === instance)
        }
        #expect(instance != nil)
        #expect(Tracked.createdCount("spellingSharedPermanent") == 1)
    }
}
