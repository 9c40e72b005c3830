import ConsumerFixtures
import Inject
import Testing

/// Copies of a struct consumer share an injection point until one of them is given a replacement.
@Suite struct CopyTests {
    @Test @MainActor func copiesShareTheInstanceUntilOneIsGivenItsOwn() {
        let tag = "viewCopies"
        let view = AvatarView(name: "Ada")
        let copy = view  // copied before anything resolved

        let instance = copy.copied
        #expect(view.copied === instance)
        #expect(Tracked.createdCount(tag) == 1)

        var assigned = view
        let assignedInstance = Tracked(tag: "\(tag).assigned")
        assigned.copied = assignedInstance
        #expect(assigned.copied === assignedInstance)
        #expect(view.copied === instance)

        let injected = view.injecting(Tracked(tag: "\(tag).injected"), for: \.copied)
        #expect(injected.copied !== instance)
        #expect(view.copied === instance)

        // override(_:) replaces the shared point itself, so every copy still sharing it sees the change.
        let overriding = Tracked(tag: "\(tag).override")
        copy.$copied.override(overriding)
        #expect(view.copied === overriding)
        #expect(copy.copied === overriding)
        #expect(assigned.copied === assignedInstance)
        #expect(injected.copied !== overriding)
        #expect(Tracked.createdCount(tag) == 1)
    }
}
