import Inject

/// Resolves each dependency in every context (`.live`, `.preview`, `.test`), each in a fresh frame, and
/// records a test failure for each thing that would go wrong there.
///
/// It finds what a test of one context does not: a dependency with no preview value, one whose test
/// value is missing, an `unimplemented` value reached in the app or a preview. Each failure names the
/// dependency and the context. For each dependency, in a new strict frame with nothing replaced:
///
/// - `.live`: the dependency is made as the app makes it (made, never called). An `unimplemented(_:)`
///   value reached is a failure.
/// - `.preview` and `.test`: a default that reads no context has the same value everywhere, its live
///   one. The check fails it ("has no preview value", "has no test value"), and does not make it, or
///   anything whose live value resolved it, in these contexts: its live code, a client that connects
///   as it is made, does not run there. Otherwise the dependency is made in the context, and in
///   `.preview` an `unimplemented` value reached is a failure (in `.test` it is the declared test
///   value, which each test replaces).
///
/// A default says that it may be made in previews and tests by reading its context:
/// `context.choose(live:preview:test:)`, `unimplemented(_:)`, or, for a value that is right everywhere as
/// it is (an in-memory cache), `sameInEveryContext(_:)`. Inject's built-ins all do.
///
/// ```swift
/// @Test @MainActor func everyDependencyHasAValueInEveryContext() {
///     checkDependencies([\.imageDownloader, \.analytics, \.now])
/// }
/// ```
///
/// The frames are fresh: the test's own replacements do not apply (a global override of the process
/// does). A dependency whose preview or test value resolves another that its live value does not, and
/// that reads no context, is made before the check can tell: the failure then says so. A cycle stops
/// the process, as it does in the app, with the chain from the check's call.
///
/// - Parameters:
///   - keys: The dependencies, as key paths into `DefaultValues`.
///   - fileID: Where the call is written, for messages.
///   - filePath: Where the call is written, where the failures are recorded.
///   - line: Where the call is written, for messages.
@MainActor
public func checkDependencies(
    _ keys: [PartialKeyPath<DefaultValues>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
) {
    let check = DependencyCheck(fileID: fileID, line: line)
    for failure in check.run(keys.map { DependencyKey($0) }) {
        TestIssueReporter.record(failure.message, fileID: fileID, filePath: filePath, line: line)
    }
}

/// Resolves each dependency a recorded graph holds in every context, each in a fresh frame, and records a
/// test failure for each thing that would go wrong there.
///
/// Record what a piece of the app resolves with `withDependencyGraph`, then check every dependency it
/// reached, those its defaults resolved included, as ``checkDependencies(_:fileID:filePath:line:)`` does.
///
/// ```swift
/// @Test @MainActor func theFeedsDependenciesHaveAValueInEveryContext() {
///     let graph = withDependencyGraph { _ = FeedModel().downloader }
///     checkDependencies(in: graph)
/// }
/// ```
///
/// - Parameters:
///   - graph: The recorded graph.
///   - fileID: Where the call is written, for messages.
///   - filePath: Where the call is written, where the failures are recorded.
///   - line: Where the call is written, for messages.
@MainActor
public func checkDependencies(
    in graph: DependencyGraph,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
) {
    let check = DependencyCheck(fileID: fileID, line: line)
    for failure in check.run(graph.dependencyKeys) {
        TestIssueReporter.record(failure.message, fileID: fileID, filePath: filePath, line: line)
    }
}
