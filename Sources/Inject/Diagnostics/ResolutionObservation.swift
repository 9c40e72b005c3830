/// A registration made with ``DefaultValues/observe(fileID:line:_:)``, which lasts until it is cancelled
/// or let go of.
///
/// Keep it for as long as the handler should hear resolutions: call ``cancel(fileID:line:)`` to stop
/// earlier, or let the last reference to it go, which cancels it too. Let go of off the main actor, it is
/// cancelled when the main actor next runs, so events resolved on the main actor before then still reach
/// the handler.
///
/// ```swift
/// let observation = DefaultValues.observe { print($0) }
/// defer { observation.cancel() }
/// ```
public final class ResolutionObservation: Sendable {
    private let id: Int

    init(id: Int) {
        self.id = id
    }

    /// An observation let go of without ``cancel(fileID:line:)`` stops: its handler would otherwise stay
    /// registered for the rest of the process, and every later resolution would leave the resolver's
    /// shortcut to report to it.
    deinit {
        let id = id
        onMainActor { Resolver.removeObserver(id) }
    }

    /// Stops delivering events to this observation's handler.
    ///
    /// It takes effect at once: resolutions after the call do not reach the handler, which is released
    /// with what it captured. Cancelling again, or letting go of the observation afterwards, does nothing
    /// more, and other observations keep hearing events.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { print($0) }
    /// observation.cancel()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    @MainActor
    public func cancel(fileID: StaticString = #fileID, line: UInt = #line) {
        Resolver.checkMainActor(
            calling: "ResolutionObservation.cancel()",
            fileID: fileID,
            line: line,
            advice: "cancel observations on the main actor."
        )
        Resolver.removeObserver(id)
    }
}
