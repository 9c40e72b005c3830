// Diagnostics: seeing what Inject did and saying what went wrong. Resolution events and observers,
// readable key-path names and source locations, and the reporting of test failures.

/// What happened when an injection point or a `resolve` call resolved a dependency.
///
/// Delivered to the handlers registered with ``DefaultValues/observe(fileID:line:_:)``, on the main
/// actor, once per resolution: the first read of an `@Injected` property (warm reads are not resolutions
/// and report nothing), the creation of a consumer for each of its `@Resolved` properties, and every
/// `resolve` call.
///
/// A record made of names and values: it holds neither the frame the resolution ran in nor the
/// dependency's key path, so a handler may keep it, or send it elsewhere, without keeping the frame's
/// replacements and instances, or a subscript's argument, alive.
///
/// ```swift
/// let observation = DefaultValues.observe { event in
///     print("\(event.keyPath) from \(event.source) at \(event.fileID):\(event.line)")
/// }
/// ```
public struct ResolutionEvent: Sendable, CustomStringConvertible {
    /// A readable name of the dependency's key path (see the Getting Started article for Linux).
    ///
    /// A name for logs and messages, not an identity: Inject's built-in dependencies are named on every
    /// platform, any other by its property (`\.imageDownloader`) where the runtime or, on Linux, the
    /// binary's symbol table knows it; in a stripped Linux binary as its value's type,
    /// `\.<ImageDownloading>`, so two dependencies of one type share a name there.
    ///
    /// ```swift
    /// var resolved: [String] = []
    /// let observation = DefaultValues.observe { resolved.append($0.keyPath) }
    /// _ = FeedModel().loader   // resolved: ["\\.imageDownloader", "\\.feedLoader"]
    /// ```
    public let keyPath: String
    /// The injection point's scope.
    ///
    /// As the point declares it, or as the `resolve` call passes it. A `.shared` resolution looks for
    /// the instance that other points share first, and ``madeNewInstance`` says whether it found one.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if event.scope == .shared { logger.debug("\(event.keyPath) is shared with other points") }
    /// }
    /// ```
    public let scope: Scope
    /// The injection point's lifespan; `.local` for a point bound to a ``Lease``, whose instances the
    /// lease keeps until it ends.
    ///
    /// With `.permanent`, the storage of the frame the point resolves in keeps the instance too, so it
    /// outlives the consumer that asked for it. The event does not name a point's lease.
    ///
    /// ```swift
    /// var kept: Set<String> = []
    /// let observation = DefaultValues.observe { event in
    ///     if event.lifespan == .permanent { kept.insert(event.keyPath) }
    /// }
    /// ```
    public let lifespan: Lifespan
    /// Which level supplied the instance.
    ///
    /// `.frameOverride` for a `withInjected` frame's or a test trait's replacement, `.globalOverride` for
    /// one set with ``DefaultValues/override(_:fileID:line:with:)-(KeyPath<DefaultValues,Value>,_,_,_)``,
    /// `.defaultValue` for the declared property. Never ``ValueSource/injectionPoint``: a value given to
    /// the point itself is not resolved, so no event reports it. A found shared instance reports the
    /// level that made it.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if event.source == .globalOverride { logger.debug("\(event.keyPath) is replaced app-wide") }
    /// }
    /// ```
    public let source: ValueSource
    /// Whether this resolution made a new instance, rather than finding a shared or permanent one.
    ///
    /// `false` when a `.shared` point found the instance that other points share, and when a point of
    /// either scope took the replacement that a test trait's `.injecting(_:_:)` had made in its frame
    /// already. `true` whenever a default ran, even when a `permanent { }` inside it returned the instance
    /// it keeps, and for a value given in advance (a `withInjected` frame's, or one set in a trait's
    /// `.injecting { }` closure) at each point that takes it, although every point gets that same value.
    ///
    /// ```swift
    /// var made = 0
    /// let observation = DefaultValues.observe { if $0.madeNewInstance { made += 1 } }
    /// ```
    public let madeNewInstance: Bool
    /// The file of the injection point or `resolve` call.
    ///
    /// As `#fileID` writes it, `Module/File.swift`: where the property is declared, not where it was
    /// first read, and for a `resolve` call inside a default, the file where the default makes the call.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if event.fileID.hasPrefix("MyApp/Feed") { logger.debug("feed code resolved \(event.keyPath)") }
    /// }
    /// ```
    public let fileID: String
    /// The line of the injection point or `resolve` call.
    ///
    /// The line of the property's declaration, not of the read that resolved it, so every instance of a
    /// consumer type reports the same line for that property. With ``fileID`` it names the point as a
    /// ``DependencyGraph/Edge/requester`` does.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     logger.debug("\(event.keyPath) for \(event.fileID):\(event.line)")
    /// }
    /// ```
    public let line: UInt
    /// The dependency whose default asked for this one, or `nil` when no default was being made.
    ///
    /// Set for a `resolve` call in a default, for an injection point first read while a default runs
    /// (one of an object the default creates), and for what a replacement's closure (a global override's
    /// or a test trait's) resolves, which names the dependency it replaces. A ``DependencyGraph`` draws
    /// such an edge from that dependency, not from ``fileID`` and ``line``.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if let parent = event.requestedBy { logger.debug("\(parent) needs \(event.keyPath)") }
    /// }
    /// ```
    public let requestedBy: String?
    /// The context the resolution ran in.
    ///
    /// The context of the frame the point resolves in, set by `withInjected(context:operation:)` or by a
    /// frame around it, else the process's: the one a default reading `context` saw.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if event.context == .preview { logger.debug("preview: \(event.keyPath) from \(event.source)") }
    /// }
    /// ```
    public let context: InjectionContext
    /// Whether ``requestedBy``'s dependency asked from inside its asynchronous making, an
    /// ``AsyncDefault``'s, rather than from its default.
    ///
    /// A making resolves what it needs after its default returned, in a task of its own: a
    /// ``DependencyGraph`` draws such an edge as asynchronous.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in
    ///     if event.requestedByAsyncMaking { logger.debug("awaited: \(event.keyPath)") }
    /// }
    /// ```
    public internal(set) var requestedByAsyncMaking = false

    /// One line: the key path, the level that supplied it, and where.
    ///
    /// In order: the key path, the scope and lifespan, the source, `new` when ``madeNewInstance``,
    /// ``requestedBy`` after `for` when a default asked (followed by `'s making` when an
    /// ``AsyncDefault``'s making did), and the file and line. Written for logs; read
    /// the properties to test an event.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { logger.debug("\($0)") }
    /// // \.imageDownloader (temporary, local) from defaultValue, new for \.feedLoader at MyApp/Feed.swift:4
    /// ```
    public var description: String {
        let requester = requestedBy.map { " for \($0)\(requestedByAsyncMaking ? "'s making" : "")" } ?? ""
        return
            "\(keyPath) (\(scope), \(lifespan)) from \(source)\(madeNewInstance ? ", new" : "")\(requester) at \(fileID):\(line)"
    }
}
