/// What a `@Resolved` property keeps beside its value, in one optional reference.
///
/// A property needs two things besides its value, each only sometimes: the `withInjected` frame it was
/// created in (for `withInjected(from:)`), and a `.shared` + `.local` instance's owner (to keep the
/// instance shared while the property holds it). One reference holds whichever there is, so that a
/// consumer of class dependencies outside any frame holds two words a property:
///
/// | Frame | Shared instance | The reference |
/// |---|---|---|
/// | none (the root) | none | `nil` |
/// | a frame | none | the ``InjectionFrame`` |
/// | none (the root) | one | the `SharedInstance` |
/// | a frame | one | a ``FrameAndSharedInstance`` holding both |
@usableFromInline
package enum ResolvedHold {
    /// The frame and the shared instance of a `.shared` + `.local` property created in a frame.
    final class FrameAndSharedInstance {
        let frame: InjectionFrame
        let sharedInstance: AnyObject

        init(frame: InjectionFrame, sharedInstance: AnyObject) {
            self.frame = frame
            self.sharedInstance = sharedInstance
        }
    }

    /// The reference that holds `frame` (`nil`: the root) and `sharedInstance`.
    ///
    /// Inlined into `@Resolved`'s initializer, where the common case, neither, is a test and no call.
    @inlinable
    package static func hold(frame: InjectionFrame?, sharedInstance: AnyObject?) -> AnyObject? {
        guard let sharedInstance else { return frame }
        guard let frame else { return sharedInstance }
        return both(frame, sharedInstance)
    }

    /// A ``FrameAndSharedInstance`` holding `frame` and `sharedInstance`.
    @usableFromInline
    static func both(_ frame: InjectionFrame, _ sharedInstance: AnyObject) -> AnyObject {
        FrameAndSharedInstance(frame: frame, sharedInstance: sharedInstance)
    }

    /// The frame `hold` keeps, or `nil` for the root.
    @usableFromInline
    package static func frame(in hold: AnyObject?) -> InjectionFrame? {
        switch hold {
        case let frame as InjectionFrame: frame
        case let both as FrameAndSharedInstance: both.frame
        default: nil
        }
    }
}
