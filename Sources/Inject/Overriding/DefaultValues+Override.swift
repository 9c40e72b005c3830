extension DefaultValues {
    /// Replaces a dependency for the whole process, until removed or reset.
    ///
    /// Resolutions after the call use `make`. Shared instances of the key made before the call are
    /// dropped from the global storage, so new consumers do not get them; injection points that already
    /// resolved keep their instance, because a consumer's dependencies do not change under it.
    /// A `withInjected` frame and a replacement at an injection point still win over this override.
    ///
    /// Inside a test that `InjectTesting` isolates (its trait, or `InjectedTestCase`), the override is
    /// that test's alone: it reaches the code resolving in the test's frame, the frames opened inside it
    /// included, ranks as a global override does there, and goes with the test; the tests running beside
    /// it never see it. Outside such a test, in a detached task or a `DispatchQueue` callback included, it
    /// replaces the dependency for the whole process.
    ///
    /// ```swift
    /// DefaultValues.override(\.imageDownloader) { MockDownloader() }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    ///   - make: Makes the replacement, on the main actor, each time an injection point needs one.
    @MainActor
    public static func override<Value>(
        _ key: KeyPath<DefaultValues, Value>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        with make: @escaping @MainActor @Sendable () -> Value
    ) {
        setGlobalOverride(Override(key, make: make), for: key, calling: "override(_:with:)", fileID: fileID, line: line)
    }

    /// Refuses to replace the context like a dependency for the whole process: defaults read `context`
    /// directly, so they would never see the replacement.
    ///
    /// A process's context is detected once (see ``InjectionContext``); `INJECT_CONTEXT` forces one, and
    /// `withInjected(context:operation:)` sets another for the code inside it. The method is deprecated
    /// so that the compiler says so (an error with warnings treated as errors); called anyway, it
    /// overrides the key path as a dependency, which only reads of `\.context` as a dependency see
    /// (`resolve(\.context)`, `@Injected(\.context)`), never a default. A dependency of your own whose
    /// type is ``InjectionContext`` gets the same warning.
    ///
    /// ```swift
    /// let preview = withInjected(context: .preview) { FeedModel() }   // resolves the preview values
    /// ```
    ///
    /// - Parameters:
    ///   - key: A key path into ``DefaultValues`` whose value is a context.
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    ///   - make: Makes the replacement.
    @available(*, deprecated, message: "the context is not a dependency: replace it with withInjected(context:)")
    @MainActor
    public static func override(
        _ key: KeyPath<DefaultValues, InjectionContext>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        with make: @escaping @MainActor @Sendable () -> InjectionContext
    ) {
        setGlobalOverride(Override(key, make: make), for: key, calling: "override(_:with:)", fileID: fileID, line: line)
    }

    /// Removes the global override of a dependency, so it resolves to its default again.
    ///
    /// The global storage's shared instances of the key, which the override made, are dropped. For a
    /// key with no global override the call does nothing: its `.permanent` instances stay. Inside a test
    /// that `InjectTesting` isolates, it removes that test's override and drops that test's shared
    /// instances of the key, and leaves the process's global override alone.
    ///
    /// ```swift
    /// DefaultValues.removeOverride(\.imageDownloader)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - fileID: Where the call is written, for the message if it runs off the main actor.
    ///   - line: Where the call is written, for the message if it runs off the main actor.
    @MainActor
    public static func removeOverride<Value>(
        _ key: KeyPath<DefaultValues, Value>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        setGlobalOverride(nil, for: key, calling: "removeOverride(_:)", fileID: fileID, line: line)
    }

    /// Sets or removes (`nil`) the global override of `key`, after stopping the process, naming
    /// `DefaultValues.<call>` and where it is written, if it runs off the main actor.
    @MainActor
    private static func setGlobalOverride<Value>(
        _ override: Override?,
        for key: KeyPath<DefaultValues, Value>,
        calling call: String,
        fileID: StaticString,
        line: UInt
    ) {
        Resolver.checkMainActor(
            calling: "DefaultValues.\(call)",
            fileID: fileID,
            line: line,
            advice: "change global overrides on the main actor."
        )
        // Inside a test that InjectTesting isolates, the test's own global level: no other test sees it.
        if let test = InjectionFrame.currentIfAny?.enclosingTest {
            test.setTestWideOverride(override, for: DependencyKey(key))
            return
        }
        Resolver.setGlobalOverride(override, for: DependencyKey(key))
    }

    /// Drops every global override and every shared and permanent instance in the global storage, and
    /// ends every ``Lease`` in it.
    ///
    /// Injection points that already resolved keep their instances, except those bound to a lease in the
    /// global storage, which let go of them as ``Lease/end(fileID:line:)`` makes them do. A point created
    /// in a frame (a `withInjected` body's, or the one a SwiftUI `injecting(_:_:)` modifier opens) is
    /// bound to the lease's table in that frame, which `reset()` leaves alone: ``Lease/end(fileID:line:)``
    /// called outside every frame ends a lease in every frame. Observers stay until cancelled or released,
    /// and dependency-graph recordings until stopped or released.
    /// Inside a test that `InjectTesting` isolates (its trait, or `InjectedTestCase`), it starts that test
    /// over instead: the overrides the test set go, the test's frame lets go of its instances and ends
    /// its leases, and the tests running beside it are untouched. The test's traits still replace what
    /// they replace, and make their values anew. Calling it inside any other `withInjected` frame stops
    /// the process: the frame's consumers would keep resolving with the frame while everything else
    /// starts over, which is never what a caller of `reset()` means.
    ///
    /// ```swift
    /// DefaultValues.reset()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is written, for the message.
    ///   - line: Where the call is written, for the message.
    @MainActor
    public static func reset(fileID: StaticString = #fileID, line: UInt = #line) {
        Resolver.checkMainActor(
            calling: "DefaultValues.reset()",
            fileID: fileID,
            line: line,
            advice: "reset on the main actor."
        )
        if let test = InjectionFrame.currentIfAny?.enclosingTest {
            test.resetTest()
            return
        }
        if let frame = InjectionFrame.current, frame.openedAt != nil {
            fatalError(resetInsideFrameMessage(fileID: fileID, line: line, frame: frame), file: fileID, line: line)
        }
        Resolver.resetGlobalState()
    }

    /// What `reset()` says when it is called inside `frame`: the frame by what opened it.
    package static func resetInsideFrameMessage(fileID: StaticString, line: UInt, frame: InjectionFrame) -> String {
        let opened =
            frame.openedBy ?? "the withInjected frame opened at \(frame.openedAt.map(\.description) ?? "?")"
        return "Inject: DefaultValues.reset() at \(fileID):\(line) was called inside \(opened); it starts the whole "
            + "process over, so call it only outside frames. A frame's instances go with the frame; inside a test "
            + "with the InjectTesting trait or in an InjectedTestCase, reset() starts that test over instead."
    }
}
