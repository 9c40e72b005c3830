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
/// Ask by key path, as above: names such as `"\\.feedLoader"` are what the renderings show, and on Linux
/// a dependency's name is its type's (`\.<FeedLoader>`), so a check by name passes on Apple platforms
/// only.
///
/// - Parameter operation: The code whose resolutions are recorded.
/// - Returns: The graph of what `operation` resolved.
@MainActor
public func withDependencyGraph(_ operation: () async throws -> Void) async rethrows -> DependencyGraph {
    let recording = DefaultValues.recordDependencyGraph()
    defer { recording.stop() }
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
/// - Parameter operation: The code whose resolutions are recorded.
/// - Returns: The graph of what `operation` resolved.
@MainActor
public func withDependencyGraph(_ operation: () throws -> Void) rethrows -> DependencyGraph {
    let recording = DefaultValues.recordDependencyGraph()
    defer { recording.stop() }
    try operation()
    return recording.graph
}
