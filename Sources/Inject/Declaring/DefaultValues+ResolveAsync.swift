extension DefaultValues {
    /// Resolves another dependency from inside an ``AsyncDefault``'s making, after an await.
    ///
    /// A making runs after its default returned, in a task of its own, so it asks for what it needs
    /// with `await`: the resolution hops to the main actor, in the frame the `AsyncDefault` was resolved
    /// in, and the value comes back to the making. In a default's synchronous body, `resolve` without
    /// `await` is ``resolve(_:_:_:fileID:line:)-(KeyPath<DefaultValues,Value>Sendable,_,_,_,_)``.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var database: AsyncDefault<Database> {
    ///         AsyncDefault { try await Database.open(at: resolve(\.databaseURL)) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: `.temporary` by default.
    ///   - lifespan: `.local` by default.
    ///   - fileID: Where the call is written, for messages.
    ///   - line: Where the call is written, for messages.
    /// - Returns: The instance.
    @MainActor
    public func resolve<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value>,
        _ scope: Scope = .temporary,
        _ lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) async -> Value {
        Inject.resolve(key, scope, lifespan, fileID: fileID, line: line)
    }

    /// Resolves and awaits another dependency made asynchronously, from inside an ``AsyncDefault``'s
    /// making.
    ///
    /// The other dependency's `AsyncDefault` resolves with the scope and lifespan given, in the frame
    /// this making runs in, and its instance is awaited: a making that comes back to itself this way
    /// stops the program with the cycle.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var notesStore: AsyncDefault<NotesStore> {
    ///         AsyncDefault { NotesStore(database: try await resolve(\.database, .shared, .permanent)) }
    ///     }
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
        try await Inject.resolve(key, scope, lifespan, fileID: fileID, line: line)
    }
}
