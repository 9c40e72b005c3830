import Inject

// Fixtures of the tests of frames, leases and releases: models bound to a lease, objects that tell when
// they go, and keys that a point finds again or that an override replaces once.

/// A lease-bound model with a point of its own, which captures the frame the model is made in.
final class NestedFrameSessionModel {
    @Injected(\.nestedFrameSessionPart) var part
}

extension DefaultValues {
    @MainActor var nestedFrameSessionModel: NestedFrameSessionModel { NestedFrameSessionModel() }
    var nestedFrameSessionPart: Service { Service("part") }
}

/// An argument of a parameterized dependency that keeps the frame it was made in, to tell whether the
/// key path that holds it as an argument lets go of it: `released` turns `true` when it goes. (No weak
/// reference tells it: while the key path keeps the post, the post lives until the process exits, and
/// LeakSanitizer reports the side table that a weak reference to it allocated.)
final class FramedPost: Hashable, Sendable {
    let frame = CapturedFrame()
    let released: Locked<Bool>

    init(released: Locked<Bool>) { self.released = released }
    deinit { released.withLock { $0 = true } }

    static func == (lhs: FramedPost, rhs: FramedPost) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DefaultValues {
    subscript(commentsFor post: FramedPost) -> Service { Service("comments") }
}

extension DefaultValues {
    var overriddenOnce: Service { Service("default") }
    var overriddenOnceInFrame: Service { Service("default") }
}

/// A lease-bound model whose own point holds the frame it is made in, and which tells its release by
/// a flag its `deinit` sets.
final class ReleaseFlaggedSessionModel {
    @Injected(\.nestedFrameSessionPart) var part
    let released = Locked(false)
    deinit { released.withLock { $0 = true } }
}

/// An instance that tells when it goes: `released` turns `true` in its deinit. (No weak reference tells
/// it: one to an object that lives until the process exits allocates a side table that LeakSanitizer
/// reports.)
final class Flagged: Sendable {
    let released: Locked<Bool>

    init(released: Locked<Bool>) { self.released = released }
    deinit { released.withLock { $0 = true } }
}

extension DefaultValues {
    @MainActor var releaseFlaggedSessionModel: ReleaseFlaggedSessionModel { ReleaseFlaggedSessionModel() }
    @MainActor var sharedReleaseFlaggedSessionModel: ReleaseFlaggedSessionModel { ReleaseFlaggedSessionModel() }
    var keptEventFrameValue: Flagged { Flagged(released: Locked(false)) }
}

// `.shared` + `.local` keys that a point or property finds by its key path object.
extension DefaultValues {
    var sharedLocalFoundAgain: Service { Service("sharedLocalFoundAgain") }
    var eagerSharedLocalFoundAgain: Service { Service("eagerSharedLocalFoundAgain") }
    var frameSharedSource: Service { Service("frameSharedSource") }
    var sessionApartLater: Service { Service("sessionApartLater") }
    var sharedLocalAssigned: Service { Service("sharedLocalAssigned") }
    var sessionAfterFrameEnd: Service { Service("sessionAfterFrameEnd") }
    subscript(frameSharedSource number: Int) -> Service { Service("frameSharedSource \(number)") }
}
