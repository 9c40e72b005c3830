import Foundation
import Inject

// The scenario "family-reset": a `.shared` family's instance made before `DefaultValues.reset()` lets go
// of its argument when it goes after the reset, and an instance of the same argument made after the
// reset keeps its key meanwhile (in a process of its own because a reset drops every global instance).

/// An argument of the family, which says when it goes.
final class ProbePost: Hashable, Sendable {
    let released: Locked<Bool>
    init(released: Locked<Bool>) { self.released = released }
    deinit { released.withLock { $0 = true } }

    static func == (lhs: ProbePost, rhs: ProbePost) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DefaultValues {
    subscript(probeCommentsFor post: ProbePost) -> Counted { Counted() }
}

final class ProbeComments {
    @Injected var comments: Counted
    init(_ post: ProbePost) { _comments = Injected(\.[probeCommentsFor: post], .shared) }
}

@MainActor
func runFamilyReset() {
    let released = Locked(false)
    var post: ProbePost? = ProbePost(released: released)
    var before: ProbeComments? = ProbeComments(post!)
    let madeBefore = before!.comments
    DefaultValues.reset()
    var after: ProbeComments? = ProbeComments(post!)
    let madeAfter = after!.comments
    print("family new after reset \(madeAfter !== madeBefore)")
    // The instance from before the reset goes: the entry of the one made after it stays.
    before = nil
    print("family kept after the old instance went \(ProbeComments(post!).comments === madeAfter)")
    after = nil
    post = nil
    print(
        "family argument released \(released.withLock { $0 }), weak entries \(InjectionFrame.root.storage.keptKeyCount)"
    )
    withExtendedLifetime((before, after, post)) {}
}
