import Inject

/// A weak reference to a frame, which its consumers keep alive: the model check holds frames it may end
/// later without keeping them, or their instances, alive.
final class WeakFrame {
    weak var frame: InjectionFrame?

    init(frame: InjectionFrame) {
        self.frame = frame
    }
}
