/// A recording of the dependency graph, from ``DefaultValues/recordDependencyGraph(fileID:line:)`` until
/// ``stop(fileID:line:)``.
///
/// It records the resolutions that run in the frame it was started in and in the `withInjected` frames
/// opened inside it, until ``stop(fileID:line:)`` or until it is released; the observation it is built on
/// (``DefaultValues/observe(fileID:line:_:)``) sees every frame, and the recording keeps only its own.
/// Started by an isolated test, it sees that test's resolutions only; started by the app outside any
/// frame, it sees every resolution in the process.
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
    /// ones when the default has finished), so it can be read in the middle of a flow; after
    /// ``stop(fileID:line:)`` it keeps what was recorded. It is a value: a graph read earlier does not
    /// change.
    ///
    /// ```swift
    /// let recording = DefaultValues.recordDependencyGraph()
    /// _ = FeedModel().loader
    /// #expect(recording.graph.contains(\.feedLoader, dependsOn: \.imageDownloader))
    /// ```
    public var graph: DependencyGraph {
        // A Swift 5 client can read it off the main actor with no warning, racing with the main actor's
        // writes; a getter has no caller to name, so the message names where the recording started.
        Resolver.checkMainActor(
            calling: "DependencyGraphRecording.graph of the recording started",
            fileID: startedAt.fileID,
            line: startedAt.line,
            verb: "read",
            advice: "record dependency graphs on the main actor."
        )
        return recorded
    }
    private var recorded = DependencyGraph()
    private var observation: ResolutionObservation?
    /// Where ``DefaultValues/recordDependencyGraph(fileID:line:)`` was called, for messages.
    private let startedAt: SourceLocation

    init(in frame: InjectionFrame, startedAt: SourceLocation) {
        self.startedAt = startedAt
        observation = ResolutionObservation(
            id: Resolver.addObserver(within: frame) { [weak self] event, key, requestingKey in
                self?.recorded.add(event, key: key, requestingKey: requestingKey)
            }
        )
    }

    /// Stops recording; ``graph`` keeps what was recorded.
    ///
    /// Later resolutions no longer reach the recording, and stopping it again does nothing more. Call it
    /// to end a recording that is still kept, as `withDependencyGraph` does when its body returns; one
    /// that is let go of stops by itself. A stopped recording does not start again: start another with
    /// ``DefaultValues/recordDependencyGraph(fileID:line:)``.
    ///
    /// ```swift
    /// recording.stop()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    public func stop(fileID: StaticString = #fileID, line: UInt = #line) {
        Resolver.checkMainActor(
            calling: "DependencyGraphRecording.stop()",
            fileID: fileID,
            line: line,
            advice: "record dependency graphs on the main actor."
        )
        observation?.cancel(fileID: fileID, line: line)
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
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message if it or a read of the recording's graph
    ///     runs off the main actor.
    ///   - line: Where the call is written, for the same messages.
    /// - Returns: The recording; read its ``DependencyGraphRecording/graph`` at any time, on the main actor.
    @MainActor
    public static func recordDependencyGraph(
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> DependencyGraphRecording {
        Resolver.checkMainActor(
            calling: "DefaultValues.recordDependencyGraph()",
            fileID: fileID,
            line: line,
            advice: "record dependency graphs on the main actor."
        )
        return DependencyGraphRecording(
            in: InjectionFrame.current ?? .root,
            startedAt: SourceLocation(fileID: fileID, line: line)
        )
    }
}
