import ConsumerFixtures
import Inject
import Testing

/// `injecting(_:for:)` on a struct returns a modified copy; `override(_:)` replaces in place.
@Suite struct ReplacementTests {
    // MARK: - injecting(_:for:)

    @Test @MainActor func injectingReturnsACopyAndTheOriginalKeepsItsInstance() {
        let original = AvatarView(name: "Ada")
        let originalInstance = original.replaceable
        let replacement = Tracked(tag: "viewInjecting.replacement")

        let copy = original.injecting(replacement, for: \.replaceable)

        #expect(copy.replaceable === replacement)
        #expect(copy.$replaceable.source == .injectionPoint)
        #expect(copy.name == "Ada")
        #expect(original.replaceable === originalInstance)
        #expect(original.replaceable !== replacement)
        #expect(original.$replaceable.source == .defaultValue)
        #expect(Tracked.createdCount("viewInjecting") == 1)
    }

    @Test @MainActor func injectingChangesWhatTheBodyReads() {
        let original = AvatarView(name: "Ada")
        let mock = MockGreeter()

        let preview = original.injecting(mock, for: \.greeter)

        #expect(preview.body == "Hi from a mock, Ada")
        #expect(preview.greeter === mock)
        #expect(original.body == "Good morning, Ada")
        #expect(original.greeter !== mock)
    }

    @Test @MainActor func assigningTheWrappedPropertyChangesThisCopyOnly() {
        let original = AvatarView(name: "Ada")
        let originalStamp = original.localStamp
        var edited = original
        let replacement = Stamp()

        edited.localStamp = replacement

        #expect(edited.localStamp == replacement)
        #expect(edited.$localStamp.source == .injectionPoint)
        #expect(original.localStamp == originalStamp)
        #expect(original.$localStamp.source == .defaultValue)
    }

    // MARK: - override(_:)

    @Test @MainActor func overrideFromOutsideAndInsideReplacesOnlyThatPoint() {
        let tag = "viewOverride"
        let view = AvatarView(name: "Ada")
        let other = AvatarView(name: "Grace")
        #expect(view.$overridable.source == nil)
        let original = view.overridable
        #expect(view.$overridable.source == .defaultValue)

        let outside = Tracked(tag: "\(tag).outside")
        view.$overridable.override(outside)
        #expect(view.overridable === outside)
        #expect(view.overridable !== original)
        #expect(view.$overridable.source == .injectionPoint)

        let inside = Tracked(tag: "\(tag).inside")
        view.useOverridable(inside)
        #expect(view.overridable === inside)

        #expect(other.overridable !== inside)
        #expect(other.overridable !== outside)
        #expect(Tracked.createdCount(tag) == 2)
    }
}
