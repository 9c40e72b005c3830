/// Resolves a dependency made asynchronously, and awaits its instance.
///
/// For a dependency declared as an ``AsyncDefault``: the `AsyncDefault` resolves as any dependency does,
/// with the scope and lifespan given, then its ``AsyncDefault/value`` is awaited. With `.shared`, every
/// call and point shares one `AsyncDefault`, so concurrent first calls wait on one making.
///
/// ```swift
/// @MainActor func openNotes() async throws -> [String] {
///     let database = try await resolve(\.database, .shared, .permanent)
///     return try await database.notes()
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - scope: `.temporary` by default.
///   - lifespan: `.local` by default.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Throws: The making's error, or `CancellationError` if the caller's task is cancelled while
///   it waits.
/// - Returns: The instance.
@MainActor
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, AsyncDefault<Value>>,
    _ scope: Scope = .temporary,
    _ lifespan: Lifespan = .local,
    fileID: StaticString = #fileID,
    line: UInt = #line
) async throws -> Value {
    try await awaitInstance(key, scope, lifespan, until: nil, fileID: fileID, line: line)
}

/// Resolves a dependency made asynchronously with a lifespan and the default scope, and awaits its
/// instance.
///
/// `resolve(\.x, .permanent)` is `resolve(\.x, .temporary, .permanent)`: a making of its own, whose
/// `AsyncDefault` Inject keeps.
///
/// ```swift
/// @MainActor func warmUp() async throws -> RemoteConfiguration {
///     try await resolve(\.remoteConfiguration, .permanent)
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - lifespan: How long the instance lives.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Throws: The making's error, or `CancellationError` if the caller's task is cancelled while
///   it waits.
/// - Returns: The instance.
@MainActor
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, AsyncDefault<Value>>,
    _ lifespan: Lifespan,
    fileID: StaticString = #fileID,
    line: UInt = #line
) async throws -> Value {
    try await resolve(key, .temporary, lifespan, fileID: fileID, line: line)
}

/// Resolves a dependency made asynchronously bound to a ``Lease``, and awaits its instance.
///
/// The lease keeps the `AsyncDefault`, and so the instance once made, until it ends; a making still
/// under way then is kept by no one afterwards.
///
/// ```swift
/// @MainActor func sessionClient() async throws -> APIClient {
///     try await resolve(\.apiClient, .shared, until: .session)
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - scope: `.shared` returns the lease's one instance; `.temporary` (the default) makes one that the
///     lease keeps until it ends.
///   - lease: The lease that keeps the instance.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Throws: The making's error, or `CancellationError` if the caller's task is cancelled while
///   it waits.
/// - Returns: The instance.
@MainActor
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, AsyncDefault<Value>>,
    _ scope: Scope = .temporary,
    until lease: Lease,
    fileID: StaticString = #fileID,
    line: UInt = #line
) async throws -> Value {
    try await awaitInstance(key, scope, .local, until: lease, fileID: fileID, line: line)
}

/// Resolves `key`'s `AsyncDefault` in the current frame and awaits its instance: what both `resolve`
/// overloads above do.
@MainActor
private func awaitInstance<Value>(
    _ key: KeyPath<DefaultValues, AsyncDefault<Value>>,
    _ scope: Scope,
    _ lifespan: Lifespan,
    until lease: Lease?,
    fileID: StaticString,
    line: UInt
) async throws -> Value {
    var sharedInstance: AnyObject?
    let making = resolveInCurrentFrame(
        key,
        scope,
        lifespan,
        until: lease,
        in: InjectionFrame.currentIfAny,
        keeping: &sharedInstance,
        fileID: fileID,
        line: line
    )
    // A `.shared` + `.local` instance stays shared while this call waits on it.
    defer { withExtendedLifetime(sharedInstance) {} }
    return try await making.value
}
