extension DefaultValues {
    /// Reports every resolution to `handler` until the returned observation is cancelled.
    ///
    /// Every resolution in the process, whichever frame it runs in and wherever `observe` is called: in tests
    /// that run in parallel, an observation started by one test sees the others' resolutions too. To see one
    /// test's, record its graph with ``recordDependencyGraph(fileID:line:)``, which keeps the resolutions of
    /// its own frame. The handler hears events until ``ResolutionObservation/cancel(fileID:line:)`` or until
    /// the observation is let go of: keep it in a property for as long as it should listen.
    ///
    /// The handler runs once no resolution is under way, never inside one: a default that resolves
    /// other dependencies reports them, and itself, when it has finished, in the order they finished.
    /// It runs in the frame `observe` was called in, so what it resolves is its own work, with that
    /// frame's replacements, reported as an event of its own that no default asked for: an observer
    /// registered outside every frame resolves in the global storage even when it hears of a test's
    /// resolution.
    ///
    /// Off by default: with no observer the only cost is one check of an empty table, on first
    /// resolutions only; warm reads never see it.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in logger.debug("\(event)") }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    ///   - handler: Called on the main actor with each ``ResolutionEvent``.
    /// - Returns: The observation; keep it for as long as `handler` should hear events, and call
    ///   ``ResolutionObservation/cancel(fileID:line:)`` or let go of it to stop.
    @MainActor
    public static func observe(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (ResolutionEvent) -> Void
    ) -> ResolutionObservation {
        Resolver.checkMainActor(
            calling: "DefaultValues.observe(_:)",
            fileID: fileID,
            line: line,
            advice: "observe resolutions on the main actor."
        )
        return ResolutionObservation(id: Resolver.addObserver { event, _, _ in handler(event) })
    }
}
