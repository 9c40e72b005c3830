import Inject

// Dependencies and consumers of the tests that pin how scopes and lifespans meet frames: a frame's value
// at `.temporary` points, `.permanent` instances of a frame, and `.shared` points made outside a frame.

extension DefaultValues {
    var frameGivenService: Service { Service("default") }
    var framePermanentService: Service { Service("permanent") }
    var framePermanentPart: Service { Service("part") }
    var framePermanentHolder: Pair { Pair(part: resolve(\.framePermanentPart, .permanent)) }
    var frameSharedService: Service { Service("shared") }
    var frameKeptByPermanentBlock: Service { permanent { Service("kept") } }
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
