import ConsumerFixtures
import Inject
import Observation
import Testing

/// `@ObservationIgnored @Injected` properties work beside tracked ones, and are not tracked themselves.
@Suite struct ObservationTests {
    @Test @MainActor func trackedPropertiesStillNotifyNextToInjectedOnes() {
        let tag = "observableTracking.titleChanged"
        let consumer = ObservableConsumer()
        withObservationTracking {
            _ = consumer.title
            _ = consumer.trackedAlongside
        } onChange: {
            EventLog.record(tag)
        }
        #expect(EventLog.count(tag) == 0)

        consumer.title = "Renamed"

        #expect(EventLog.count(tag) == 1)
        #expect(consumer.trackedAlongside === consumer.trackedAlongside)
        #expect(Tracked.createdCount("observableTracking") == 1)
    }

    @Test @MainActor func replacingAnInjectedPropertyIsNotAnObservedChange() {
        let tag = "observableIgnored.changed"
        let consumer = ObservableConsumer()
        let replacement = Tracked(tag: "observableIgnored.replacement")
        withObservationTracking {
            _ = consumer.untracked
        } onChange: {
            EventLog.record(tag)
        }

        consumer.injecting(replacement, for: \.untracked)

        #expect(consumer.untracked === replacement)
        #expect(EventLog.count(tag) == 0)
        #expect(Tracked.createdCount("observableIgnored") == 1)
    }
}
