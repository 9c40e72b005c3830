// Resolution (internal): how an injection point becomes an instance. `InjectionPoint` is the state
// behind one property, `InjectionFrame` the replacements and storage it captured, and `Resolver` the
// one pipeline every resolution takes: the replacement by precedence, then the instance by scope ×
// lifespan, then the record.

/// Turns a dependency into an instance: the one place where overrides, storage and checks meet.
///
/// An injection point's first read, a `@Resolved` property and a `resolve` call all ask
/// ``resolve(_:scope:lifespan:until:in:at:source:sharedInstance:makeDefault:)``. Everything here runs on the main
/// actor.
///
/// Its state is isolated to the main actor and touched only by short reads and writes, never by an
/// access held across a call, so the optimizer drops its dynamic exclusivity checks.
@MainActor @usableFromInline
package enum Resolver {
    /// Overrides set with `DefaultValues.override`, by key path.
    static var globalOverrides = OverrideTable()

    /// Whether an observer exists: every resolution then sends its event.
    static var hasObservers = false

    /// Whether a global override or an observer exists, which ``EffectsInForce`` counts.
    private static var hasOverridesOrObservers = false

    static func noteOverridesOrObserversChanged() {
        hasObservers = !observers.isEmpty
        let exist = !globalOverrides.isEmpty || hasObservers
        guard exist != hasOverridesOrObservers else { return }
        hasOverridesOrObservers = exist
        EffectsInForce.overridesOrObserversChanged(exist: exist)
    }

    /// Replaces `key` for the whole process (`nil` removes the replacement), and drops the global
    /// storage's shared instances of it so that new consumers do not get an instance made before.
    /// Removing a replacement that does not exist changes nothing: the instances are the default's.
    package static func setGlobalOverride(_ override: Override?, for key: DependencyKey) {
        guard globalOverrides.set(override, for: key) else { return }
        globalOverrideChanges &+= 1
        noteOverridesOrObserversChanged()
        InjectionFrame.root.storage.removeShared(for: key)
    }

    /// Counts the changes to the global overrides, so that a `.shared` instance of the global storage
    /// whose making saw one (an override that removes itself, a default that sets one) is not kept:
    /// the change dropped the instances it would have joined, and it would outlive the drop.
    static var globalOverrideChanges = 0

    /// Drops every global override and every instance of the global storage, ending its leases.
    package static func resetGlobalState() {
        globalOverrides.removeAll()
        globalOverrideChanges &+= 1
        noteOverridesOrObserversChanged()
        InjectionFrame.root.storage.removeAll()
    }

    /// Stops the program at the first default that an invalid `INJECT_CONTEXT` could mislead.
    nonisolated static func checkProcessContext() {
        _ = InjectionContext.processContext
    }

    /// Counts instances made, so an observer can tell a new instance from a stored one.
    static var madeInstances = 0

    /// Counts the placeholders `unimplemented` gave, so that an instance made with one (the placeholder
    /// itself, or a value built around it) can be told apart and is never kept as a `.shared` instance or
    /// by `permanent { }`: found later, in another test, it would record no failure there.
    static var placeholdersGiven = 0

    // MARK: - The pipeline

    /// Resolves the dependency `key` with the given scope and lifespan in `frame` (`nil`: the root
    /// frame); `makeDefault` evaluates its declared default.
    ///
    /// The instance is returned; the level that supplied it goes to `source`, and for `.shared` +
    /// `.local` the shared instance the caller must keep (to keep the instance shared) goes to
    /// `sharedInstance`. Inlinable, so that `makeDefault` is specialized for `Value`, and so is the one
    /// shortcut: a `.temporary` + `.local` resolution outside every frame, while nothing else is in
    /// effect (``beginPlainResolution(of:at:)`` tells), evaluates the default and nothing else. Every
    /// other resolution takes the pipeline,
    /// ``resolveInFrame(_:scope:lifespan:until:in:at:source:sharedInstance:makeDefault:)``.
    @inlinable
    package static func resolve<Value>(
        _ key: DependencyKey,
        scope: Scope,
        lifespan: Lifespan,
        until lease: Lease? = nil,
        in frame: InjectionFrame?,
        at location: SourceLocation,
        source: inout ValueSource,
        sharedInstance: inout AnyObject?,
        makeDefault: () -> Value
    ) -> Value {
        if scope == .temporary, lifespan == .local, lease == nil, frame == nil,
            beginPlainResolution(of: key, at: location)
        {
            defer { endPlainResolution() }
            source = .defaultValue
            return makeDefault()
        }
        return resolveInFrame(
            key,
            scope: scope,
            lifespan: lifespan,
            until: lease,
            in: frame,
            at: location,
            source: &source,
            sharedInstance: &sharedInstance,
            makeDefault: makeDefault
        )
    }

    /// Starts a `.temporary` + `.local` resolution of `key` outside every frame that only evaluates the
    /// default, if nothing is in effect (no `withInjected` frame, global override or observer exists:
    /// ``EffectsInForce`` tells) and the caller runs on the main actor (else the pipeline reports it).
    /// The resolution is recorded, as every one is; the caller evaluates the default, then calls
    /// ``endPlainResolution()``. Returns `false`, recording nothing, otherwise.
    ///
    /// Nonisolated, for `DefaultValues.resolve` in a default, which runs on the thread of the resolution
    /// under way: that is its main-actor check (``ResolutionsUnderWay/beginPlain(_:at:)``).
    @usableFromInline
    nonisolated static func beginPlainResolution(
        of key: @autoclosure () -> DependencyKey,
        at location: SourceLocation
    ) -> Bool {
        guard EffectsInForce.none, ResolutionsUnderWay.beginPlain(key(), at: location) else {
            return false
        }
        checkProcessContext()
        return true
    }

    /// Ends the resolution that ``beginPlainResolution(of:at:)`` started.
    @usableFromInline
    nonisolated static func endPlainResolution() {
        ResolutionsUnderWay.end()
    }

    /// The pipeline: the instance by scope × lifespan (the `switch` of `instance(of:…)`),
    /// made from the replacement that wins or the default, then the note of a new instance for the
    /// test's leak check and the event for observers. `frame` `nil` is the root frame.
    @usableFromInline
    static func resolveInFrame<Value>(
        _ key: DependencyKey,
        scope: Scope,
        lifespan: Lifespan,
        until lease: Lease?,
        in frame: InjectionFrame?,
        at location: SourceLocation,
        source: inout ValueSource,
        sharedInstance: inout AnyObject?,
        makeDefault: () -> Value
    ) -> Value {
        checkMainActor(key, at: location)
        let frame = frame ?? .root
        noteDependencyResolved(in: frame)
        let made = madeInstances
        let value = instance(
            of: key,
            scope: scope,
            lifespan: lifespan,
            until: lease,
            in: frame,
            at: location,
            source: &source,
            sharedInstance: &sharedInstance,
            makeDefault: makeDefault
        )
        if let watch = frame.leakWatch, madeInstances != made {
            watch.note(value, for: key, scope, lifespan, at: location, in: frame, from: source)
        }
        if hasObservers { notifyObservers(key, scope, lifespan, in: frame, at: location, source, made: made) }
        return value
    }

    /// Who keeps an instance besides the points that hold it.
    private enum Keeper {
        /// No one: the points hold it (`.local`), and a `.shared` instance is found in `storage`'s weak
        /// table while one of them does.
        case points(InstanceStorage)
        /// `storage`, until it lets go (`.permanent`, or a lease's table in the frame).
        case storage(InstanceStorage)
        /// No one, for a `.permanent` point of a frame that has ended, or is inside one that has
        /// (``InstanceStorage/isClosed`` says why): it lives as a `.local` instance does, and a `.shared`
        /// one is found in a weak table of its own in `storage`, since shared storage is per lifespan.
        case pointsAfterEnd(InstanceStorage)

        /// The storage whose tables keep or find the instance.
        var storage: InstanceStorage {
            switch self {
            case .points(let storage), .storage(let storage), .pointsAfterEnd(let storage): storage
            }
        }
    }

    /// Who keeps the instance of a point with `lifespan`, bound to `lease` if any, in `frame`. Asked
    /// again once the instance is made: a default may have ended the frame or the lease.
    private static func keeper(_ lifespan: Lifespan, until lease: Lease?, in frame: InjectionFrame) -> Keeper {
        // Bound to a lease, the instance goes to the lease's table in this frame, which keeps it as
        // `.permanent` keeps one, until the lease ends.
        let storage = lease?.instances(in: frame).storage ?? frame.storage
        guard lease != nil || lifespan == .permanent else { return .points(storage) }
        guard frame.mayKeepInstances(), !storage.isClosed else {
            return lease == nil ? .pointsAfterEnd(storage) : .points(storage)
        }
        return .storage(storage)
    }

    /// The scope × lifespan table: finds or makes the instance, and keeps it as the keeper says.
    private static func instance<Value>(
        of id: DependencyKey,
        scope: Scope,
        lifespan: Lifespan,
        until lease: Lease?,
        in frame: InjectionFrame,
        at location: SourceLocation,
        source: inout ValueSource,
        sharedInstance: inout AnyObject?,
        makeDefault: () -> Value
    ) -> Value {
        switch (scope, keeper(lifespan, until: lease, in: frame)) {
        case (.temporary, .points), (.temporary, .pointsAfterEnd):
            // A new instance that only the injection point holds: no table is touched.
            return makeInstance(id, in: frame, at: location, source: &source, makeDefault: makeDefault)
        case (.temporary, .storage):
            // A new instance per injection point, which the storage retains too, so it outlives the point.
            let value = makeInstance(id, in: frame, at: location, source: &source, makeDefault: makeDefault)
            if case .storage(let storage) = keeper(lifespan, until: lease, in: frame) { storage.retain(value) }
            return value
        case (.shared, .points(let storage)), (.shared, .pointsAfterEnd(let storage)):
            // One instance for every point of the key while one of them holds it: the points hold the
            // shared instance strongly and the storage weakly, so the last point to go releases it.
            let table = weakTable(for: lifespan)
            if let found = storage.weaklyShared(for: id, in: table, as: Value.self) {
                source = found.source
                sharedInstance = found
                return found.value
            }
            let before = (placeholdersGiven, globalOverrideChanges)
            let value = makeInstance(id, in: frame, at: location, source: &source, makeDefault: makeDefault)
            guard mayShare(madeSince: before, in: frame) else { return value }
            let shared = SharedInstance(value, source: source)
            keeper(lifespan, until: lease, in: frame).storage.keepWeakly(shared, for: id, in: table)
            sharedInstance = shared
            return value
        case (.shared, .storage(let storage)):
            // One instance for every point of the key, which the storage keeps until it lets go.
            if let found = storage.sharedPermanent(for: id, as: Value.self) {
                source = found.source
                return found.value
            }
            let before = (placeholdersGiven, globalOverrideChanges)
            let value = makeInstance(id, in: frame, at: location, source: &source, makeDefault: makeDefault)
            guard mayShare(madeSince: before, in: frame) else { return value }
            let shared = SharedInstance(value, source: source)
            let keeping = keeper(lifespan, until: lease, in: frame)
            guard case .storage(let storage) = keeping else {
                // The frame ended while the instance was made (a default that ends it): it is kept as
                // one made after the end, weakly, in the table such a point looks in.
                keeping.storage.keepWeakly(shared, for: id, in: weakTable(for: lifespan))
                sharedInstance = shared
                return value
            }
            storage.keepSharedPermanent(shared, for: id)
            return value
        }
    }

    /// The weak table a `.shared` point with `lifespan` finds its instance in when no storage keeps it:
    /// `.local`'s, or for a `.permanent` one of a frame that has ended, a table of its own.
    private static func weakTable(for lifespan: Lifespan) -> InstanceStorage.WeakTable {
        lifespan == .permanent ? .permanentAfterEnd : .local
    }

    /// Whether a `.shared` instance made in `frame`, whose making began when ``placeholdersGiven`` and
    /// ``globalOverrideChanges`` read `before`, may be kept for other points. Not if it was made with an
    /// `unimplemented` placeholder: each point then records its own failure, in its own test. Not in the
    /// global storage if a global override changed meanwhile (one that removes itself, a default that
    /// sets one): the change dropped the instances this one would join, and it would outlive the drop.
    private static func mayShare(madeSince before: (Int, Int), in frame: InjectionFrame) -> Bool {
        placeholdersGiven == before.0 && (globalOverrideChanges == before.1 || frame !== InjectionFrame.root)
    }

    // MARK: - Making an instance

    /// The replacement that wins for `key` resolving in `frame`, and the level it comes from: the
    /// innermost frame's, then the outer frames', then the global one; `nil` for the default. (An
    /// injection point's own replacement never reaches the resolver: it is the point's instance.)
    static func replacement(for key: DependencyKey, in frame: InjectionFrame) -> (Override, ValueSource)? {
        if frame !== InjectionFrame.root {
            if let override = frame.override(for: key) { return (override, .frameOverride) }
            // Inside a test, `DefaultValues.override` sets the test's own global level.
            if let override = frame.testWideOverride(for: key) { return (override, .globalOverride) }
        }
        if let override = globalOverrides.override(for: key) { return (override, .globalOverride) }
        return nil
    }

    /// Records that an instance of `id` is being made (stopping the program on a cycle), and counts it.
    private static func startResolution(of id: DependencyKey, at location: SourceLocation, in frame: InjectionFrame) {
        ResolutionsUnderWay.begin(id, at: location, in: frame === InjectionFrame.root ? nil : frame)
        madeInstances &+= 1
    }

    /// Makes a new instance from the replacement that wins, or the declared default.
    private static func makeInstance<Value>(
        _ id: DependencyKey,
        in frame: InjectionFrame,
        at location: SourceLocation,
        source: inout ValueSource,
        makeDefault: () -> Value
    ) -> Value {
        if let (override, level) = replacement(for: id, in: frame) {
            source = level
            return makeReplacement(override, as: Value.self, id: id, in: frame, at: location)
        }
        startResolution(of: id, at: location, in: frame)
        defer { ResolutionsUnderWay.end() }
        source = .defaultValue
        checkProcessContext()
        let contextReads = frame.isStrict ? frame.contextReads : 0
        let value = evaluate(in: frame, makeDefault)
        if frame.isStrict, frame.contextReads == contextReads {
            IssueReporting.report(
                "Inject: \(keyPathName(id.keyPath)) at \(location) resolved to its live default in a strict test\(madeForDescription()): the default reads no context. Replace it in the test, give it a test value with context.choose(live:preview:test:), or declare it with sameInEveryContext(_:) if it is right in tests as it is.",
                fileID: location.fileID,
                filePath: nil,
                line: location.line
            )
        }
        return value
    }

    /// Makes the instance that `override` replaces `id` with, for a point resolving in `frame`.
    ///
    /// A value given in advance (a frame's) is returned without a record of the resolution: it
    /// resolves nothing, so it can close no cycle, and no `permanent { }`, `unimplemented` or `context`
    /// can ask about it. A closure (a global override's, a test trait's) may resolve other
    /// dependencies, so it is recorded as a default is, and runs in `frame` as a default does; a
    /// replacement made once runs in the frame that declares it instead, whose instance it is, and
    /// once made is found there, as a stored instance is: neither recorded nor counted as new.
    private static func makeReplacement<Value>(
        _ override: Override,
        as _: Value.Type,
        id: DependencyKey,
        in frame: InjectionFrame,
        at location: SourceLocation
    ) -> Value {
        if override.kind == .value {
            madeInstances &+= 1
            return override.make(as: Value.self)
        }
        if override.kind == .madeOnce, let declaring = frame.frameDeclaringOverride(for: id) {
            // Kept as the declaring frame's `.shared` + `.permanent` instance of the key, which a
            // `.shared` point there finds too, and which the frame's storage lets go of with the rest.
            if let made = declaring.storage.sharedPermanent(for: id, as: Value.self) { return made.value }
            startResolution(of: id, at: location, in: frame)
            defer { ResolutionsUnderWay.end() }
            let value = evaluate(in: declaring) { override.make(as: Value.self) }
            // A frame that has ended keeps nothing for good: each point then gets a value of its own.
            if declaring.mayKeepInstances() {
                declaring.storage.keepSharedPermanent(SharedInstance(value, source: .frameOverride), for: id)
            }
            return value
        }
        startResolution(of: id, at: location, in: frame)
        defer { ResolutionsUnderWay.end() }
        return evaluate(in: frame) { override.make(as: Value.self) }
    }

    /// Runs `make`, a default or a replacement's closure, with the resolving point's frame as the
    /// current one, so that objects it creates capture that frame, `resolve` calls in it resolve there,
    /// and `context` reads its context, whichever frame the reader is in.
    private static func evaluate<Value>(in frame: InjectionFrame, _ make: () -> Value) -> Value {
        let frameForMake = frame === InjectionFrame.root ? nil : frame
        guard InjectionFrame.currentIfAny !== frameForMake else { return make() }
        return InjectionFrame.$current.withValue(frameForMake) { make() }
    }

    // MARK: - Strict frames

    /// Counts a read of the context by the default under way, for strict frames: `unimplemented` and
    /// `context` both say that a default has a value of its own for tests.
    static func noteTestValue() {
        ResolutionsUnderWay.last?.frame.noteContextRead()
    }

    /// Tells the strict frame of the default under way, if any, that it resolved a dependency in
    /// `frame`: the default is then judged by what it resolves (each dependency it makes is checked
    /// itself), so its verdict does not depend on whether a part was made, found or replaced.
    static func noteDependencyResolved(in frame: InjectionFrame) {
        if frame.isStrict { ResolutionsUnderWay.last?.frame.noteTestValue() }
    }
}
