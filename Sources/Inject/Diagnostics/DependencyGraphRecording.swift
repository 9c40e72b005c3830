/// A recording of the dependency graph, from ``DefaultValues/recordDependencyGraph()`` until
/// ``stop()``.
///
/// It records the resolutions that run in the frame it was started in and in the `withInjected`
/// frames opened inside it, until ``stop()`` or until it is released; the observation it is built on
/// (``DefaultValues/observe(_:)``) sees every frame, and the recording keeps only its own. Started by an
/// isolated test, it sees that test's resolutions only; started by the app outside any frame, it sees
/// every resolution in the process.
///
/// ```swift
/// let recording = DefaultValues.recordDependencyGraph()
/// defer { recording.stop() }
/// try runScenario()
/// print(recording.graph.dot)
/// ```
@MainActor
public final class DependencyGraphRecording {
    /// What has been recorded so far.
    ///
    /// Updated on the main actor as each resolution in the recording's frames finishes (a default's nested
    /// ones when the default has finished), so it can be read in the middle of a flow; after ``stop()`` it
    /// keeps what was recorded. It is a value: a graph read earlier does not change.
    ///
    /// ```swift
    /// let recording = DefaultValues.recordDependencyGraph()
    /// _ = FeedModel().loader
    /// #expect(recording.graph.contains(\.feedLoader, dependsOn: \.imageDownloader))
    /// ```
    public private(set) var graph = DependencyGraph()
    private var observation: ResolutionObservation?

    init(in frame: InjectionFrame) {
        observation = ResolutionObservation(
            id: Resolver.addObserver(within: frame) { [weak self] event in self?.graph.add(event) }
        )
    }

    /// Stops recording; ``graph`` keeps what was recorded.
    ///
    /// Later resolutions no longer reach the recording, and stopping it again does nothing more. Call it
    /// to end a recording that is still kept, as `withDependencyGraph` does when its body returns; one
    /// that is let go of stops by itself. A stopped recording does not start again: start another with
    /// ``DefaultValues/recordDependencyGraph()``.
    ///
    /// ```swift
    /// recording.stop()
    /// ```
    public func stop() {
        observation?.cancel()
        observation = nil
    }
}

extension DefaultValues {
    /// Starts recording which dependencies resolve, who asks for each, and how.
    ///
    /// A debugging aid: it costs an event per first resolution while it records, and nothing once
    /// stopped. The recording covers the current frame and the frames opened inside it.
    ///
    /// ```swift
    /// #if DEBUG
    /// let recording = DefaultValues.recordDependencyGraph()
    /// #endif
    /// ```
    ///
    /// - Returns: The recording; read its ``DependencyGraphRecording/graph`` at any time.
    @MainActor
    public static func recordDependencyGraph() -> DependencyGraphRecording {
        DependencyGraphRecording(in: InjectionFrame.current ?? .root)
    }
}
