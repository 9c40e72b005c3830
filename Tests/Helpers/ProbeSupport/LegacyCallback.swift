import Foundation

/// An API from before strict concurrency that calls its closure back on a thread of its own, as many
/// completion handlers do. In Swift 5 mode a main-actor function passes it a closure that uses
/// main-actor state, with no warning: the closure is taken to run on the main actor, and does not.
public final class LegacyCallback {
    /// Creates the API's object.
    public init() {}

    /// Calls `body` back on a new thread.
    public func run(_ body: @escaping () -> Void) {
        Thread { body() }.start()
    }
}
