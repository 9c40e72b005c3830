import Inject

// Dependencies and consumers of the tests that pin how scopes and lifespans meet frames: a frame's value
// at `.temporary` points (and in a default that replaces its own key), `.permanent` instances of a frame,
// and `.shared` points made outside a frame.

extension DefaultValues {
    var frameGivenService: Service { Service("default") }
    var framePermanentService: Service { Service("permanent") }
    var framePermanentPart: Service { Service("part") }
    var framePermanentHolder: Pair { Pair(part: resolve(\.framePermanentPart, .permanent)) }
    var frameSharedService: Service { Service("shared") }
    var frameKeptByPermanentBlock: Service { permanent { Service("kept") } }
    /// A default that wraps an instance of its own dependency, made in a frame that replaces it.
    @MainActor var frameWrapping: Service {
        let inner = withInjected(\.frameWrapping, Service("inner")) { Inject.resolve(\.frameWrapping) }
        return Service("around \(inner.name)")
    }
}

/// Two `.temporary` points of one dependency, spelled both ways.
final class TwoTemporaryPoints {
    @Injected(\.frameGivenService) var first
    @Injected(\.frameGivenService, .temporary) var second
}

/// One `.shared` + `.local` point.
final class FrameSharedConsumer {
    @Injected(\.frameSharedService, .shared) var service
}

// Dependencies and consumers of the tests of a frame that has ended: its test is over, or its view's
// identity ended, and it dropped its instances.

extension DefaultValues {
    var endedFrameBound: FrameBound { FrameBound() }
    var endedFrameBlock: Service { permanent { Service("block") } }
    var endedFrameLeased: Service { Service("leased") }
    var endedFrameEager: Service { Service("eager") }
}

/// An object whose own injection point captures the frame it is made in: kept by that frame for good,
/// it would keep the frame alive, and the frame it.
final class FrameBound {
    @Injected(\.frameGivenService) var inner
}

/// `.permanent` points of both scopes, first read after their frame ended.
final class EndedFrameConsumer {
    @Injected(\.endedFrameBound, .shared, .permanent) var shared
    @Injected(\.endedFrameBound, .temporary, .permanent) var temporary
}

extension Lease {
    /// The lease of the ended-frame test, which ends it; no other test uses it.
    static let endedFrameSession = Lease()
}

/// A point bound to ``Lease/endedFrameSession``.
final class EndedFrameLeaseConsumer {
    @Injected(\.endedFrameLeased, .shared, until: .endedFrameSession) var service
}

/// `.shared` points of both lifespans and one key, first read after their frame ended.
final class EndedFrameLifespansConsumer {
    @Injected(\.endedFrameLifespans, .shared) var local
    @Injected(\.endedFrameLifespans, .shared, .permanent) var permanent
}

extension DefaultValues {
    var endedFrameLifespans: Service { Service("endedFrameLifespans") }
}

// Dependencies of the test of `.permanent` instances kept by a frame opened inside a test's frame.

extension DefaultValues {
    var nestedFramePermanentModel: ReleaseFlaggedSessionModel { ReleaseFlaggedSessionModel() }
    var nestedFramePermanentDefault: FrameCapturingPart { permanent { FrameCapturingPart() } }
}

/// A `Sendable` part that holds the frame it is made in, and tells its release by a flag its `deinit`
/// sets.
final class FrameCapturingPart: Sendable {
    let frame = CapturedFrame()
    let released = Locked(false)
    deinit { released.withLock { $0 = true } }
}

/// A `.shared` + `.local` point, made before its frame ends and after.
final class EndedFrameSharedConsumer {
    @Injected(\.endedFrameShared, .shared) var service
}

extension DefaultValues {
    var endedFrameShared: Service { Service("endedFrameShared") }
}

// Dependencies whose default ends the frame it resolves in, as a test's frame or a model's may end while
// one of its resolutions is under way.

extension DefaultValues {
    @MainActor var frameEndingSharedPermanent: Flagged { endingTheCurrentFrame() }
    @MainActor var frameEndingTemporaryPermanent: Flagged { endingTheCurrentFrame() }
}

/// Ends the frame the default under way resolves in, and makes an instance that tells its release.
@MainActor
private func endingTheCurrentFrame() -> Flagged {
    InjectionFrame.current?.dropInstances()
    return Flagged(released: Locked(false))
}

/// A consumer of the dependencies whose default ends their frame.
@MainActor
final class FrameEndingConsumer {
    @Injected(\.frameEndingSharedPermanent, .shared, .permanent) var shared
    @Injected(\.frameEndingTemporaryPermanent, .temporary, .permanent) var temporary
}

// Dependencies of the test of a `.permanent` instance of a value type kept by a test's frame.

/// A value that owns a ``Flagged`` object, so that a test sees when the value is let go of.
struct FlaggedValue: Sendable {
    let flagged: Flagged
}

extension DefaultValues {
    var framePermanentFlaggedValue: FlaggedValue { FlaggedValue(flagged: Flagged(released: Locked(false))) }
}
