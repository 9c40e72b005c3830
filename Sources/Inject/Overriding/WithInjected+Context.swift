/// Runs `operation` in another context, for this task and the tasks it starts.
///
/// Inside the frame, ``InjectionContext/current`` and the `context` that defaults read are `context`,
/// so `context.choose(live:preview:test:)` picks that branch. Objects created inside keep the context,
/// as they keep a frame's overrides, whenever their injection points are first read. Like every
/// `withInjected` frame, it has its own `.shared` and `.permanent` instances, so values made for one
/// context never reach code running in another.
///
/// ```swift
/// let preview = withInjected(context: .preview) { FeedModel() }   // resolves preview values
/// ```
///
/// - Parameters:
///   - context: The context for the code inside the frame.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    context: InjectionContext,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    try InjectionFrame.$current.withValue(
        InjectionFrame.child(context: context, openedAt: SourceLocation(fileID: fileID, line: line)),
        operation: operation
    )
}

/// Runs an asynchronous `operation` in another context, for this task and the tasks it starts.
///
/// The frame is the one ``withInjected(context:fileID:line:operation:)`` opens, and it holds across
/// `operation`'s suspension points. `operation` runs in the caller's isolation; the tasks it starts
/// inherit the context, except a `Task.detached`.
///
/// ```swift
/// await withInjected(context: .preview) {
///     await FeedModel().refresh()
/// }
/// ```
///
/// - Parameters:
///   - context: The context for the code inside the frame.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    context: InjectionContext,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await InjectionFrame.$current.withValue(
        InjectionFrame.child(context: context, openedAt: SourceLocation(fileID: fileID, line: line)),
        operation: operation,
        isolation: isolation
    )
}
