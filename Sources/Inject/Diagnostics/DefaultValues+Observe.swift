extension DefaultValues {
    /// Reports every resolution to `handler` until the returned observation is cancelled.
    ///
    /// Every resolution in the process, whichever frame it runs in and wherever `observe` is called: in
    /// tests that run in parallel, an observation started by one test sees the others' resolutions too.
    /// To see one test's, record its graph with ``recordDependencyGraph()``, which keeps the
    /// resolutions of its own frame. The handler hears events until ``ResolutionObservation/cancel()``
    /// or until the observation is let go of: keep it in a property for as long as it should listen.
    ///
    /// Off by default: with no observer the only cost is one check of an empty table, on first
    /// resolutions only; warm reads never see it.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in logger.debug("\(event)") }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each ``ResolutionEvent``.
    /// - Returns: The observation; keep it for as long as `handler` should hear events, and call
    ///   ``ResolutionObservation/cancel()`` or let go of it to stop.
    @MainActor
    public static func observe(_ handler: @escaping @MainActor (ResolutionEvent) -> Void) -> ResolutionObservation {
        ResolutionObservation(id: Resolver.addObserver(handler))
    }
}
