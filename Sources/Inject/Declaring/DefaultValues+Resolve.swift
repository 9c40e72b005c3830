extension DefaultValues {
    /// Resolves another dependency from inside a default, honouring every override level.
    ///
    /// A default that builds its value from other dependencies should ask for them here rather than
    /// read their properties directly, which would bypass replacements. Defaults are evaluated on the
    /// main actor, so this works in a nonisolated ``DefaultValues`` property; the value is `Sendable`
    /// because it crosses from the main actor into that property.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var feedLoader: FeedLoader { FeedLoader(downloader: resolve(\.imageDownloader)) }
    /// }
    /// ```
    ///
    /// For a dependency that is not `Sendable`, declare the default `@MainActor` and call the global
    /// ``Inject/resolve(_:_:_:fileID:line:)-(KeyPath<DefaultValues,Value>,_,_,_,_)``, or give the built type an `@Injected` property: objects a
    /// default creates resolve with the frame of the injection point that asked for the default.
    ///
    /// Scopes and lifespans work as in the global `resolve`: `.shared` + `.local` returns the instance
    /// that injection points share at that moment, and when none holds one, a new instance that is
    /// shared with nothing, not even with the next call. An instance that every value built by a
    /// default should share, such as a cache, is resolved `.shared, .permanent`:
    ///
    /// ```swift
    /// final class ThumbnailCache: Sendable {}
    /// struct ThumbnailLoader: Sendable { let cache: ThumbnailCache }
    ///
    /// extension DefaultValues {
    ///     var thumbnailCache: ThumbnailCache { sameInEveryContext(ThumbnailCache()) }
    ///     var thumbnailLoader: ThumbnailLoader {
    ///         ThumbnailLoader(cache: resolve(\.thumbnailCache, .shared, .permanent))   // one cache for every loader
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
    @inlinable @inline(__always)
    public func resolve<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value> & Sendable,
        _ scope: Scope = .temporary,
        _ lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Value {
        // A default building its value: the one shortcut (see `Resolver.beginPlainResolution`), which
        // runs here, nonisolated, on the thread of the resolution under way.
        if scope == .temporary, lifespan == .local,
            Resolver.beginPlainResolution(of: DependencyKey(key), at: SourceLocation(fileID: fileID, line: line))
        {
            defer { Resolver.endPlainResolution() }
            return self[keyPath: key]
        }
        return assumeOnMainActor(
            misplacedInDefaultMessage("DefaultValues.resolve(_:)", at: "\(fileID):\(line)", offMainActor: true),
            file: fileID,
            line: line
        ) {
            Inject.resolve(key, scope, lifespan, fileID: fileID, line: line)
        }
    }

    /// Resolves another dependency from inside a default with a lifespan and the default scope, as
    /// `@Injected(\.x, .permanent)` does.
    ///
    /// With `.permanent`, each time the default runs it gets a new instance that Inject keeps alive,
    /// whether or not the object the default builds holds on to it: until
    /// ``DefaultValues/reset(fileID:line:)`` outside every frame, or as long as the frame of the point
    /// being resolved lives.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var keptFeedLoader: FeedLoader { FeedLoader(downloader: resolve(\.imageDownloader, .permanent)) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the call is written, for messages.
    ///   - line: Where the call is written, for messages.
    /// - Returns: The instance.
    @inlinable
    public func resolve<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value> & Sendable,
        _ lifespan: Lifespan,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Value {
        resolve(key, .temporary, lifespan, fileID: fileID, line: line)
    }

    /// A lifespan written before a scope: not available, so the compiler points at the right order.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var appAnalytics: any Analytics { resolve(\.analytics, .shared, .permanent) }   // scope, then lifespan
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - lifespan: The lifespan, which belongs after the scope.
    ///   - scope: The scope, which belongs before the lifespan.
    /// - Returns: Nothing: the call does not compile.
    @available(*, unavailable, message: "write the scope before the lifespan: resolve(keyPath, scope, lifespan)")
    public func resolve<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value> & Sendable,
        _ lifespan: Lifespan,
        _ scope: Scope
    ) -> Value {
        fatalError("unavailable")
    }
}
