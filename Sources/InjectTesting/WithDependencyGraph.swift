import Inject

/// Runs `operation` and returns the dependency graph of what it resolved, for assertions on edges.
///
/// Only resolutions in the current frame and the frames opened inside it count, so in a test with the
/// `InjectTesting` trait the graph holds that test's resolutions and no other test's.
///
/// ```swift
/// @Test(.injectionIsolated) @MainActor func theFeedLoadsImagesThroughTheDownloader() {
///     let graph = withDependencyGraph { _ = FeedModel().loader }
///     #expect(graph.contains(\.feedLoader, dependsOn: \.imageDownloader))
/// }
/// ```
///
/// Ask by key path, as above: names such as `"\\.feedLoader"` are what the renderings show, and a Linux
/// binary stripped of its symbol table names a dependency by its type (`\.<FeedLoader>`), so a check by
/// name passes only where the names are known.
///
/// - Parameters:
///   - fileID: Where the call is written, for messages about the recording.
///   - line: Where the call is written, for messages about the recording.
///   - operation: The code whose resolutions are recorded.
/// - Returns: The graph of what `operation` resolved.
@MainActor
public func withDependencyGraph(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ operation: () async throws -> Void
) async rethrows -> DependencyGraph {
    let recording = DefaultValues.recordDependencyGraph(fileID: fileID, line: line)
    defer { recording.stop(fileID: fileID, line: line) }
    try await operation()
    return recording.graph
}

/// Runs `operation` and returns the dependency graph of what it resolved.
///
/// Creating a consumer resolves only its `@Resolved` properties, so read inside `operation` the `@Injected`
/// properties whose dependencies the graph should hold, as `_ = FeedModel().loader` does. The recording
/// stops when `operation` returns: a resolution it leaves for later, in a `Task` it starts, is not in the
/// graph; the `async` form can await such work.
///
/// ```swift
/// let graph = withDependencyGraph { _ = FeedModel().loader }
/// ```
///
/// A Swift 5 client can call it off the main actor with no warning (in a callback an older API runs on
/// its own thread); it stops there, naming the call, before it registers the recording with the main
/// actor's observers.
///
/// - Parameters:
///   - fileID: Where the call is written, for the message if it runs off the main actor.
///   - line: Where the call is written, for the message if it runs off the main actor.
///   - operation: The code whose resolutions are recorded.
/// - Returns: The graph of what `operation` resolved.
@MainActor
public func withDependencyGraph(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ operation: () throws -> Void
) rethrows -> DependencyGraph {
    Resolver.checkMainActor(
        calling: "withDependencyGraph(_:)",
        fileID: fileID,
        line: line,
        advice: "record dependency graphs on the main actor."
    )
    let recording = DefaultValues.recordDependencyGraph(fileID: fileID, line: line)
    defer { recording.stop(fileID: fileID, line: line) }
    try operation()
    return recording.graph
}
