// `withInjected(from:)` given a parent with no frame to give, in a process that runs no test: it stops.
import Inject
import ProbeSupport

/// A parent whose dependencies were all passed in, with no `CapturedFrame`.
final class PlainParent {
    let value = 1
}

@MainActor
func runFromWithoutFrame() {
    reached()
    let made = withInjected(from: PlainParent()) { 1 }  // the call given a parent without a frame
    print("ran \(made)")
}
