import Inject

/// Runs `operation` inside a view subtree's replacements, as `@InjectedObject` and `@InjectedObservable`
/// make their models.
///
/// For an object that a view makes itself, for example in an action: pass it the view's
/// `injectedOverrides` from the environment, and the object's `@Injected` properties resolve with the
/// subtree's replacements whenever they are first read, as a wrapper's model's do. Unlike
/// `withInjected(_ configure:)`, which always opens a frame with its own storage, even when it sets no
/// replacement (what keeps tests apart), this opens no frame of its own. Below an `injecting(_:_:)` or
/// `injectionFrame()` modifier, `operation` runs in the modifier's frame: the object shares its `.shared`
/// instances with the models of the subtree, and the frame lets go of them when the modifier's identity
/// ends. Below no modifier the table is empty, and the object's `.shared` and `.permanent` dependencies
/// resolve where they would anyway, in the frame around the call or the app's global storage, as the
/// wrappers' models do. Only a table with replacements that no modifier wrote (built by hand) makes
/// `operation` run in a new frame inside the current one, with storage of its own like any `withInjected`
/// body; that frame is never dropped, as nothing knows when the object ends, so, as the Overrides article
/// says of any `withInjected` frame, give the dependencies of an object made that way over and over a
/// `.local` lifespan. Objects it makes later see the same frame when made in `withInjected(from:)`.
///
/// ```swift
/// struct NewDocumentButton: View {
///     @Environment(\.injectedOverrides) private var overrides
///     @State private var document: DocumentModel?
///
///     var body: some View {
///         Button("New") {
///             document = withInjected(subtree: overrides) { DocumentModel() }
///         }
///     }
/// }
/// ```
///
/// - Parameters:
///   - overrides: The subtree's replacements, usually the view's `injectedOverrides`.
///   - fileID: Where the frame is opened, if one is, for messages.
///   - line: Where the frame is opened, if one is, for messages.
///   - operation: The code that makes the object, in the current frame or the new one.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    subtree overrides: InjectedOverrides,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    guard let (frame, _) = overrides.frameToMakeIn(openedAt: SourceLocation(fileID: fileID, line: line)) else {
        return try operation()
    }
    return try InjectionFrame.$current.withValue(frame, operation: operation)
}

/// Runs an asynchronous `operation` inside a view subtree's replacements: the form of
/// ``withInjected(subtree:fileID:line:operation:)`` for a `task` modifier or an `async` action.
///
/// It runs in the frame the synchronous form would: the modifier's, the current one, or a new one for a
/// table built by hand. The frame holds across `operation`'s suspension points, which run in the caller's
/// isolation, so `operation` may use the caller's non-`Sendable` state. The tasks `operation` starts with
/// `async let`, a task group or `Task { }` inherit the frame, and a `Task.detached` does not. As with the
/// synchronous form, nothing drops a frame opened for a table built by hand, so give the dependencies of
/// an object made that way over and over a `.local` lifespan.
///
/// ```swift
/// struct DocumentView: View {
///     @Environment(\.injectedOverrides) private var overrides
///     @State private var document: DocumentModel?
///
///     var body: some View {
///         Text(document == nil ? "Loading" : "Ready")
///             .task {
///                 document = await withInjected(subtree: overrides) {
///                     let document = DocumentModel()
///                     await document.load()
///                     return document
///                 }
///             }
///     }
/// }
/// ```
///
/// - Parameters:
///   - overrides: The subtree's replacements, usually the view's `injectedOverrides`.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the frame is opened, if one is, for messages.
///   - line: Where the frame is opened, if one is, for messages.
///   - operation: The code that makes the object, in the current frame or the new one.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    subtree overrides: InjectedOverrides,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    guard let (frame, _) = overrides.frameToMakeIn(openedAt: SourceLocation(fileID: fileID, line: line)) else {
        return try await operation()
    }
    return try await InjectionFrame.$current.withValue(frame, operation: operation, isolation: isolation)
}

extension InjectedOverrides {
    /// The frame to make something in with these replacements, as a view's subtree makes its models.
    ///
    /// Below a modifier (the table carries its `SubtreeFrameOwner`), the frame of the innermost modifier,
    /// which its owner drops when the modifier's identity ends. Else, with replacements (a table built by
    /// hand), a new frame inside the current one, which the caller owns; with none, `nil`, to make it in
    /// the current frame, sharing its instances.
    ///
    /// - Parameters:
    ///   - location: Where the frame is opened, for messages.
    ///   - openedBy: What opened the frame, for messages, when `location` is not where the user wrote it;
    ///     evaluated only when a frame is opened.
    /// - Returns: The frame and whether the caller owns it, or `nil` when there is nothing to make it in.
    package func frameToMakeIn(
        openedAt location: SourceLocation,
        openedBy: @autoclosure () -> String? = nil
    ) -> (frame: InjectionFrame, isCallers: Bool)? {
        if !subtreeLevels.isEmpty {
            let name =
                "the frame that InjectSwiftUI opened for a view subtree's .injecting or .injectionFrame "
                + "modifier"
            return subtreeFrame(openedAt: location, openedBy: name).map { ($0, false) }
        }
        guard !table.isEmpty else { return nil }
        return (InjectionFrame.child(with: self, openedAt: location, openedBy: openedBy()), true)
    }
}
