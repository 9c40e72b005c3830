import Foundation

/// Runs `body` on a thread of its own and returns when it has: to let go of an object off the main
/// actor while the main actor waits, so that the object's storage hears of it only when the main actor
/// next runs.
///
/// - Parameter body: The work, which must not wait for the main actor.
func runOnAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }
    .start()
    done.wait()
}
