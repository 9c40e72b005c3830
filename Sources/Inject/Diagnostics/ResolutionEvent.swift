// Diagnostics: seeing what Inject did and saying what went wrong. Resolution events and observers,
// readable key-path names and source locations, and the reporting of test failures.

/// What happened when an injection point or a `resolve` call resolved a dependency.
///
/// Delivered to the handlers registered with ``DefaultValues/observe(_:)``, on the main actor, once per
/// first read of an injection point (warm reads are not resolutions and report nothing).
///
/// ```swift
/// let observation = DefaultValues.observe { event in
///     print("\(event.keyPath) from \(event.source) at \(event.fileID):\(event.line)")
/// }
/// ```
public struct ResolutionEvent: Sendable, CustomStringConvertible {
    /// A readable name of the dependency's key path (see the Getting Started article for Linux).
    public let keyPath: String
    /// The injection point's scope.
    public let scope: Scope
    /// The injection point's lifespan; `.local` for a point bound to a ``Lease``, whose instances the
    /// lease keeps until it ends.
    public let lifespan: Lifespan
    /// Which level supplied the instance.
    public let source: ValueSource
    /// Whether this resolution made a new instance, rather than finding a shared or permanent one.
    public let madeNewInstance: Bool
    /// The file of the injection point or `resolve` call.
    public let fileID: String
    /// The line of the injection point or `resolve` call.
    public let line: UInt
    /// The dependency whose default asked for this one, with `resolve(_:)`, or `nil` when a consumer
    /// asked.
    public let requestedBy: String?
    /// The context the resolution ran in.
    public let context: InjectionContext

    /// The dependency's identity, which tells apart two dependencies whose names read the same.
    package let key: DependencyKey
    /// The identity of the dependency whose default asked for this one, if any.
    package let requestingKey: DependencyKey?
    /// The frame the resolution ran in, so that a recording sees only its own frames.
    package let frame: InjectionFrame

    /// One line: the key path, the level that supplied it, and where.
    public var description: String {
        let requester = requestedBy.map { " for \($0)" } ?? ""
        return
            "\(keyPath) (\(scope), \(lifespan)) from \(source)\(madeNewInstance ? ", new" : "")\(requester) at \(fileID):\(line)"
    }
}
