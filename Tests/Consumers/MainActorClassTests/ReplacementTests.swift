import ConsumerFixtures
import Inject
import Testing

/// `injecting(_:for:)`, assignment and `override(_:)` on a main-actor class.
@Suite struct ReplacementTests {
    // MARK: - injecting(_:for:)

    @Test @MainActor func injectingReplacesInPlaceAndReturnsTheSameObject() {
        let consumer = MainActorConsumer()
        let replacement = Tracked(tag: "mainActorInjecting.replacement")

        let returned = consumer.injecting(replacement, for: \.replaceable)

        #expect(returned === consumer)
        #expect(consumer.replaceable === replacement)
        #expect(consumer.$replaceable.source == .injectionPoint)
        // The default was never evaluated for this point.
        #expect(Tracked.createdCount("mainActorInjecting") == 0)
        // Other consumers keep the default.
        let other = MainActorConsumer()
        #expect(other.replaceable !== replacement)
        #expect(other.$replaceable.source == .defaultValue)
        #expect(Tracked.createdCount("mainActorInjecting") == 1)
    }

    @Test @MainActor func injectingReplacesAnInstanceAlreadyResolvedAndItsResultMayBeIgnored() {
        let consumer = MainActorConsumer()
        weak var before: (any Greeter)?
        before = consumer.greeter
        #expect(before is PoliteGreeter)

        let mock = MockGreeter()
        consumer.injecting(mock, for: \.greeter)  // @discardableResult on classes

        #expect(consumer.greeter === mock)
        #expect(consumer.greeter.greeting == "Hi from a mock")
        // The point no longer holds the instance it resolved.
        #expect(before == nil)
    }

    @Test @MainActor func assigningTheWrappedPropertyReplacesTheInstance() {
        let consumer = MainActorConsumer()
        let replacement = Stamp()
        #expect(consumer.localStamp != replacement)
        consumer.localStamp = replacement
        #expect(consumer.localStamp == replacement)
        #expect(consumer.$localStamp.source == .injectionPoint)
    }

    // MARK: - override(_:)

    @Test @MainActor func overrideFromOutsideAndInsideReplacesOnlyThatPoint() {
        let tag = "mainActorOverride"
        let consumer = MainActorConsumer()
        let other = MainActorConsumer()
        #expect(consumer.$overridable.source == nil)
        let original = consumer.overridable
        #expect(consumer.$overridable.source == .defaultValue)

        let outside = Tracked(tag: "\(tag).outside")
        consumer.$overridable.override(outside)
        #expect(consumer.overridable === outside)
        #expect(consumer.overridable !== original)
        #expect(consumer.$overridable.source == .injectionPoint)

        let inside = Tracked(tag: "\(tag).inside")
        consumer.useOverridable(inside)
        #expect(consumer.overridable === inside)

        #expect(other.overridable !== inside)
        #expect(other.overridable !== outside)
        #expect(other.$overridable.source == .defaultValue)
        #expect(Tracked.createdCount(tag) == 2)
    }

    @Test @MainActor func overrideBeforeTheFirstReadSkipsTheDefault() {
        // Uses the fixtures' shared-permanent greeter: the override must not touch shared storage.
        let consumer = MainActorConsumer()
        let mock = MockGreeter()
        consumer.$sharedGreeter.override(mock)
        #expect(consumer.$sharedGreeter.isResolved)
        #expect(consumer.sharedGreeter === mock)
        #expect(MainActorConsumer().sharedGreeter !== mock)
    }
}
