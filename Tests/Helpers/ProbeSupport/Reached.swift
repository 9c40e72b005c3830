import Foundation

/// Says that a scenario reached its misuse, which the tests look for (`Probe.runStopping`) so that an
/// earlier stop is not taken for the one under test; flushed, because the misuse stops the process.
public func reached() {
    print("reached")
    fflush(stdout)
}

/// Runs `misuse` on a thread of its own, off the main actor, after ``reached()``, and waits for it to
/// stop the process (a scenario that does not stop goes on after ten seconds).
public func reachedOnAnotherThread(_ misuse: @escaping @Sendable () -> Void) {
    let thread = Thread {
        reached()
        misuse()
    }
    thread.start()
    Thread.sleep(forTimeInterval: 10)
}
