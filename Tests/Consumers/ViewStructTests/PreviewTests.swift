import ConsumerFixtures
import Inject
import Testing

/// What a preview does: a view given a mock renders with it, and the original view does not.
@Suite struct PreviewTests {
    @Test @MainActor func injectingChangesWhatTheBodyReads() {
        let original = AvatarView(name: "Ada")
        let mock = MockGreeter()

        let preview = original.injecting(mock, for: \.greeter)

        #expect(preview.body == "Hi from a mock, Ada")
        #expect(preview.greeter === mock)
        #expect(original.body == "Good morning, Ada")
        #expect(original.greeter !== mock)
    }
}
