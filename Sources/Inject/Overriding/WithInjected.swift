// Overriding: replacing dependencies, and what replaced them. `withInjected` frames (with values, a
// context, or the frame of an existing object), global overrides, and `ValueSource`.

/// Runs `operation` with one dependency replaced, for this task and the tasks it starts.
///
/// The body runs in a new frame (see <doc:Overrides>). Injection points created inside the frame
/// capture it: they resolve with the replacement even when first read later, outside the frame.
/// `.shared` and `.permanent` instances resolved by those points belong to the frame and never reach
/// the global storage or another frame. Precedence: a replacement at the injection point wins over the
/// innermost frame, which wins over outer frames, a global override and the declared default.
///
/// ```swift
/// let model = withInjected(\.imageDownloader, MockDownloader()) { FeedModel() }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - value: The replacement; every injection point in the frame gets this instance.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Value: Sendable, Result>(
    _ key: KeyPath<DefaultValues, Value>,
    _ value: Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    try InjectionFrame.$current.withValue(
        frame(replacing: key, with: value, fileID: fileID, line: line),
        operation: operation
    )
}

/// Runs an asynchronous `operation` with one dependency replaced, for this task and the tasks it starts.
///
/// The frame is the one ``withInjected(_:_:fileID:line:operation:)-(_,Value,_,_,_)`` opens, and it holds across
/// `operation`'s suspension points. `operation` runs in the caller's isolation, so it may use the
/// caller's non-`Sendable` state; the tasks it starts with `async let`, a task group or `Task { }`
/// inherit the frame, and a `Task.detached` does not.
///
/// ```swift
/// await withInjected(\.imageDownloader, MockDownloader()) {
///     await FeedModel().refresh()
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - value: The replacement; every injection point in the frame gets this instance.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Value: Sendable, Result>(
    _ key: KeyPath<DefaultValues, Value>,
    _ value: Value,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await InjectionFrame.$current.withValue(
        frame(replacing: key, with: value, fileID: fileID, line: line),
        operation: operation,
        isolation: isolation
    )
}

/// Refuses to replace the context like a dependency: defaults read `context` directly, so they would
/// never see the replacement. Use ``withInjected(context:fileID:line:operation:)``.
///
/// `\.context` is a key path into ``DefaultValues`` like a dependency's, but a default reads the
/// context of its frame, not a resolved value: `withInjected(\.context, .preview)` would leave every
/// `context.choose(live:preview:test:)` on the context it had. The call is deprecated so that the
/// compiler says so (an error with warnings treated as errors); if it is made anyway, it replaces the
/// key path as a dependency, which only reads of `\.context` as a dependency see (`resolve(\.context)`,
/// `@Injected(\.context)`), never a default. A dependency of your own whose type is
/// ``InjectionContext`` gets the same warning: give it another type, or call a generic function that
/// replaces it.
///
/// ```swift
/// let preview = withInjected(context: .preview) { FeedModel() }   // resolves the preview values
/// ```
///
/// - Parameters:
///   - key: A key path into ``DefaultValues`` whose value is a context.
///   - value: The replacement.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
@available(*, deprecated, message: "the context is not a dependency: replace it with withInjected(context:)")
public func withInjected<Result>(
    _ key: KeyPath<DefaultValues, InjectionContext>,
    _ value: InjectionContext,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    try InjectionFrame.$current.withValue(
        frame(replacing: key, with: value, fileID: fileID, line: line),
        operation: operation
    )
}

/// Refuses to replace the context like a dependency in an asynchronous frame. Use
/// ``withInjected(context:isolation:fileID:line:operation:)``.
///
/// As for the synchronous form, defaults read `context` directly and never see a replacement of
/// `\.context`; the call is deprecated so that the compiler says so, and if it is made anyway it
/// replaces the key path as a dependency, which only reads of `\.context` as a dependency see
/// (`resolve(\.context)`, `@Injected(\.context)`).
///
/// ```swift
/// await withInjected(context: .preview) {
///     await FeedModel().refresh()
/// }
/// ```
///
/// - Parameters:
///   - key: A key path into ``DefaultValues`` whose value is a context.
///   - value: The replacement.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
@available(*, deprecated, message: "the context is not a dependency: replace it with withInjected(context:)")
public func withInjected<Result>(
    _ key: KeyPath<DefaultValues, InjectionContext>,
    _ value: InjectionContext,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await InjectionFrame.$current.withValue(
        frame(replacing: key, with: value, fileID: fileID, line: line),
        operation: operation,
        isolation: isolation
    )
}

/// The frame every `withInjected(_:_:)` form opens: a child of the current one in which `key` is
/// replaced by `value`. Generic, so the deprecated `\.context` forms share it without calling the
/// deprecated subscript.
private func frame<Value: Sendable>(
    replacing key: KeyPath<DefaultValues, Value>,
    with value: Value,
    fileID: StaticString,
    line: UInt
) -> InjectionFrame {
    var overrides = InjectedOverrides()
    overrides[key] = value
    return InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: fileID, line: line))
}

/// Runs `operation` with several dependencies replaced, for this task and the tasks it starts.
///
/// `configure` runs once, before the frame opens, so the values it sets are made outside it: an object
/// among them resolves its own dependencies in the frame around the call, not with these replacements.
/// To give an object that sees them, make it inside `operation` and pass it to a nested
/// ``withInjected(_:_:fileID:line:operation:)-(_,Value,_,_,_)``.
///
/// ```swift
/// try withInjected({
///     $0[\.imageDownloader] = MockDownloader()
///     $0[\.retryCount] = 0
/// }) {
///     try runScenario()
/// }
/// ```
///
/// - Parameters:
///   - configure: Sets the replacements on an empty ``InjectedOverrides``.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    _ configure: (inout InjectedOverrides) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () throws -> Result
) rethrows -> Result {
    var overrides = InjectedOverrides()
    configure(&overrides)
    return try InjectionFrame.$current.withValue(
        InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: fileID, line: line)),
        operation: operation
    )
}

/// Runs an asynchronous `operation` with several dependencies replaced, for this task and the tasks it
/// starts.
///
/// As with ``withInjected(_:fileID:line:operation:)``, `configure` runs before the frame opens. The
/// frame holds across `operation`'s suspension points, which run in the caller's isolation, and the
/// tasks `operation` starts inherit it, except a `Task.detached`.
///
/// ```swift
/// await withInjected({ $0[\.imageDownloader] = MockDownloader() }) {
///     await FeedModel().refresh()
/// }
/// ```
///
/// - Parameters:
///   - configure: Sets the replacements on an empty ``InjectedOverrides``.
///   - isolation: The caller's isolation, inherited by `operation`.
///   - fileID: Where the frame is opened, for messages.
///   - line: Where the frame is opened, for messages.
///   - operation: The code that runs inside the frame.
/// - Returns: What `operation` returns.
public func withInjected<Result>(
    _ configure: (inout InjectedOverrides) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: () async throws -> Result
) async rethrows -> Result {
    var overrides = InjectedOverrides()
    configure(&overrides)
    return try await InjectionFrame.$current.withValue(
        InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: fileID, line: line)),
        operation: operation,
        isolation: isolation
    )
}
