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

/// A registration made with ``DefaultValues/observe(_:)``, which lasts until it is cancelled or let go of.
///
/// Keep it for as long as the handler should hear resolutions: call ``cancel()`` to stop earlier, or let
/// the last reference to it go, which cancels it too. Let go of off the main actor, it is cancelled
/// when the main actor next runs, so events resolved on the main actor before then still reach the
/// handler.
///
/// ```swift
/// let observation = DefaultValues.observe { print($0) }
/// defer { observation.cancel() }
/// ```
public final class ResolutionObservation: Sendable {
    private let id: Int

    init(id: Int) {
        self.id = id
    }

    /// An observation let go of without ``cancel()`` stops: its handler would otherwise stay registered for
    /// the rest of the process, and every later resolution would leave its direct path to report to it.
    deinit {
        let id = id
        onMainActor { Resolver.removeObserver(id) }
    }

    /// Stops delivering events to this observation's handler.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { print($0) }
    /// observation.cancel()
    /// ```
    @MainActor
    public func cancel() {
        Resolver.removeObserver(id)
    }
}

extension DefaultValues {
    /// Reports every resolution to `handler` until the returned observation is cancelled.
    ///
    /// Every resolution in the process, whichever frame it runs in and wherever `observe` is called: in
    /// tests that run in parallel, an observation started by one test sees the others' resolutions too.
    /// To see one test's, record its graph with ``recordDependencyGraph()``, which keeps the
    /// resolutions of its own frame. The handler hears events until ``ResolutionObservation/cancel()``
    /// or until the observation is let go of: keep it in a property for as long as it should listen.
    ///
    /// Off by default: with no observer the only cost is one check of an empty table, on first
    /// resolutions only; warm reads never see it.
    ///
    /// ```swift
    /// let observation = DefaultValues.observe { event in logger.debug("\(event)") }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each ``ResolutionEvent``.
    /// - Returns: The observation; keep it for as long as `handler` should hear events, and call
    ///   ``ResolutionObservation/cancel()`` or let go of it to stop.
    @MainActor
    public static func observe(_ handler: @escaping @MainActor (ResolutionEvent) -> Void) -> ResolutionObservation {
        ResolutionObservation(id: Resolver.addObserver(handler))
    }
}
