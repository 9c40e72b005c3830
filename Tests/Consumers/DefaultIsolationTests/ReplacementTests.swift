import ConsumerFixtures
import Inject
import Testing

/// `injecting(_:for:)`, assignment and `override(_:)` on a class in a main-actor-by-default module.
@Suite struct ReplacementTests {
    // MARK: - injecting(_:for:)

    @Test func injectingReplacesInPlaceAndReturnsTheSameObject() {
        let consumer = PlainModel()
        let replacement = Tracked(tag: "defaultIsolationInjecting.replacement")

        let returned = consumer.injecting(replacement, for: \.replaceable)

        #expect(returned === consumer)
        #expect(consumer.replaceable === replacement)
        #expect(consumer.$replaceable.source == .injectionPoint)
        // The default was never evaluated for this point.
        #expect(Tracked.createdCount("defaultIsolationInjecting") == 0)
        // Other consumers keep the default.
        let other = PlainModel()
        #expect(other.replaceable !== replacement)
        #expect(other.$replaceable.source == .defaultValue)
        #expect(Tracked.createdCount("defaultIsolationInjecting") == 1)
    }

    @Test func injectingReplacesAnInstanceAlreadyResolvedAndItsResultMayBeIgnored() {
        let consumer = PlainModel()
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

    @Test func assigningTheWrappedPropertyReplacesTheInstance() {
        let consumer = PlainModel()
        let replacement = Stamp()
        #expect(consumer.localStamp != replacement)
        consumer.localStamp = replacement
        #expect(consumer.localStamp == replacement)
        #expect(consumer.$localStamp.source == .injectionPoint)
    }

    // MARK: - override(_:)

    @Test func overrideFromOutsideAndInsideReplacesOnlyThatPoint() {
        let tag = "defaultIsolationOverride"
        let consumer = PlainModel()
        let other = PlainModel()
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

    @Test func overrideBeforeTheFirstReadSkipsTheDefault() {
        // Uses the fixtures' shared-permanent greeter: the override must not touch shared storage.
        let consumer = PlainModel()
        let mock = MockGreeter()
        consumer.$sharedGreeter.override(mock)
        #expect(consumer.$sharedGreeter.isResolved)
        #expect(consumer.sharedGreeter === mock)
        #expect(PlainModel().sharedGreeter !== mock)
    }
}
