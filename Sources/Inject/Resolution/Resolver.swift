// Resolution (internal): how an injection point becomes an instance. `InjectionPoint` is the state
// behind one property, `InjectionFrame` the replacements and storage it captured, and `Resolver` the
// one type that owns the process's mutable resolution state and applies the scope × lifespan rules.

/// Turns a key path into an instance: the one place where overrides, storage and checks meet.
///
/// Everything here runs on the main actor, and only when an injection point resolves for the first
/// time (or through ``resolve(_:_:_:fileID:line:)``). The warm path of an injection point never
/// reaches it.
///
/// Its state is exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost more
/// than the rest of a first resolution: it is isolated to the main actor and touched only by short
/// reads and writes, never by an access held across a call.
@MainActor @usableFromInline
package enum Resolver {
    /// Overrides set with `DefaultValues.override`, by key path.
    @exclusivity(unchecked)
    static var globalOverrides = OverrideTable()

    /// Whether a global override or an observer exists: with neither, and outside every frame, a
    /// `.temporary` + `.local` resolution only evaluates the default (the shortcut in ``resolve``). A
    /// plain flag, kept by the functions that change them, because reading a static dictionary costs a
    /// lazy-initialization check.
    @exclusivity(unchecked)
    static var hasOverridesOrObservers = false

    /// Whether an observer exists: every resolution then sends its event.
    @exclusivity(unchecked)
    static var hasObservers = false

    static func noteOverridesOrObserversChanged() {
        hasObservers = !observers.isEmpty
        hasOverridesOrObservers = !globalOverrides.isEmpty || hasObservers
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
    @exclusivity(unchecked)
    static var globalOverrideChanges = 0

    /// Drops every global override and every instance of the global storage, ending its leases.
    package static func resetGlobalState() {
        globalOverrides.removeAll()
        globalOverrideChanges &+= 1
        noteOverridesOrObserversChanged()
        InjectionFrame.root.storage.removeAll()
    }

    /// Whether the process's `INJECT_CONTEXT` was read yet (it stops the program if it is invalid).
    @exclusivity(unchecked)
    private static var checkedProcessContext = false

    /// Stops the program at the first default that an invalid `INJECT_CONTEXT` could mislead.
    static func checkProcessContext() {
        if checkedProcessContext { return }
        _ = InjectionContext.processContext
        checkedProcessContext = true
    }

    /// Resolves `dependency` with the given scope and lifespan in `frame` (`nil`: the root frame).
    ///
    /// The instance is returned; the level that supplied it goes to `source`, and for `.shared` +
    /// `.local` the shared instance the caller must keep (to keep the instance shared) goes to
    /// `sharedInstance`.
    /// Results travel through `inout` parameters rather than a tuple: a tuple with a generic element
    /// costs a metadata lookup on every call.
    package static func resolve<Value>(
        _ dependency: Dependency<Value>.Answer,
        scope: Scope,
        lifespan: Lifespan,
        until lease: Lease? = nil,
        in frame: InjectionFrame?,
        at location: SourceLocation,
        source: inout ValueSource,
        sharedInstance: inout AnyObject?
    ) -> Value {
        checkMainActor(dependency, at: location)
        if let frame { noteDependencyResolved(in: frame) }
        // The one shortcut: a `.temporary` + `.local` resolution outside every frame, while no observer
        // and no global override exist, makes its instance from the default and nothing else: no table
        // to look in, no override to find, no event to send. It skips only checks whose answer is known:
        // the root frame has no overrides and is never strict.
        if scope == .temporary, lifespan == .local, lease == nil, frame == nil, !hasOverridesOrObservers {
            source = .defaultValue
            return makeDefaultInRootFrame(dependency, at: location)
        }
        let frame = frame ?? .root
        let made = madeInstances
        let id = Dependency.key(of: dependency)
        let value = resolveInstance(
            dependency,
            id: id,
            scope: scope,
            lifespan: lifespan,
            until: lease,
            in: frame,
            at: location,
            source: &source,
            sharedInstance: &sharedInstance
        )
        if hasObservers {
            notifyObservers(
                id,
                scope: scope,
                lifespan: lifespan,
                in: frame,
                at: location,
                source: source,
                made: made
            )
        }
        return value
    }

    /// Makes a `.temporary` + `.local` instance from the default, in the root frame with no global
    /// override: ``makeInstance(_:id:in:at:source:)`` without the overrides and the strict check.
    private static func makeDefaultInRootFrame<Value>(
        _ dependency: Dependency<Value>.Answer,
        at location: SourceLocation
    ) -> Value {
        startResolution(of: Dependency.key(of: dependency), at: location, in: .root)
        defer { ResolutionsUnderWay.end() }
        checkProcessContext()
        return evaluateDefault(dependency, in: .root)
    }

    /// Counts instances made, so an observer can tell a new instance from a stored one.
    @exclusivity(unchecked)
    static var madeInstances = 0

    /// Counts the placeholders `unimplemented` gave, so that an instance made with one (the placeholder
    /// itself, or a value built around it) can be told apart and is never kept as a `.shared` instance or
    /// by `permanent { }`: found later, in another test, it would record no failure there.
    @exclusivity(unchecked)
    static var placeholdersGiven = 0

    private static func resolveInstance<Value>(
        _ dependency: Dependency<Value>.Answer,
        id: DependencyKey,
        scope: Scope,
        lifespan: Lifespan,
        until lease: Lease?,
        in frame: InjectionFrame,
        at location: SourceLocation,
        source: inout ValueSource,
        sharedInstance: inout AnyObject?
    ) -> Value {
        // No closures here: a closure that captures these generic values costs an allocation.
        // Bound to a lease, the instance goes to the lease's table in this frame, which keeps it as
        // `.permanent` keeps one, until the lease ends; each frame has its own table, so the frame's
        // overrides and isolation apply as to any other point.
        let storage = instanceStorage(keeping: lease, in: frame)
        var kept = lease == nil ? lifespan : .permanent
        // A frame that has ended, or is inside one that has, keeps nothing for good (`InstanceStorage.isClosed`
        // says why); asked again once the instance is made, since a default may end it.
        if kept == .permanent, !frame.mayKeepInstances() || storage.isClosed { kept = .local }
        switch (scope, kept) {
        case (.temporary, .local):
            // A new instance that only the injection point holds: no table is touched.
            return makeInstance(dependency, id: id, in: frame, at: location, source: &source)
        case (.temporary, .permanent):
            // A new instance per injection point, which the storage retains too, so it outlives the point.
            let value = makeInstance(dependency, id: id, in: frame, at: location, source: &source)
            let keeping = instanceStorage(keeping: lease, in: frame)
            // The frame may have ended while the instance was made (a default that ends it).
            guard !keeping.isClosed, frame.mayKeepInstances() else { return value }
            keeping.retain(value)
            return value
        case (.shared, .local):
            // One instance for every point of the key while one of them holds it: the points hold the
            // shared instance strongly and the storage weakly, so the last point to go releases it.
            // A `.permanent` point of a frame that has ended is kept so too, in a table of its own:
            // shared storage is per lifespan.
            let isPermanentAfterClose = lifespan == .permanent
            let found =
                isPermanentAfterClose
                ? storage.sharedPermanentAfterClose(for: id, as: Value.self)
                : storage.sharedLocal(for: id, as: Value.self)
            if let shared = found {
                source = shared.source
                sharedInstance = shared
                return shared.value
            }
            let before = (placeholdersGiven, globalOverrideChanges)
            let value = makeInstance(dependency, id: id, in: frame, at: location, source: &source)
            guard mayShare(madeSince: before, in: frame) else { return value }
            let shared = SharedInstance(value, source: source)
            if isPermanentAfterClose {
                instanceStorage(keeping: lease, in: frame).keepSharedPermanentAfterClose(shared, for: id)
            } else {
                instanceStorage(keeping: lease, in: frame).keepSharedLocal(shared, for: id)
            }
            sharedInstance = shared
            return value
        case (.shared, .permanent):
            // One instance for every point of the key, which the storage keeps until it is reset.
            if let shared = storage.sharedPermanent(for: id, as: Value.self) {
                source = shared.source
                return shared.value
            }
            let before = (placeholdersGiven, globalOverrideChanges)
            let value = makeInstance(dependency, id: id, in: frame, at: location, source: &source)
            guard mayShare(madeSince: before, in: frame) else { return value }
            let keeping = instanceStorage(keeping: lease, in: frame)
            let shared = SharedInstance(value, source: source)
            guard !keeping.isClosed, frame.mayKeepInstances() else {
                // The frame ended while the instance was made (a default that ends it), or is inside one
                // that has: the instance is kept as one made after the end, weakly, in the table such a
                // point looks in.
                if lifespan == .permanent {
                    keeping.keepSharedPermanentAfterClose(shared, for: id)
                } else {
                    keeping.keepSharedLocal(shared, for: id)
                }
                sharedInstance = shared
                return value
            }
            keeping.keepSharedPermanent(shared, for: id)
            return value
        }
    }

    /// Whether a `.shared` instance made in `frame`, whose making began when ``placeholdersGiven`` and
    /// ``globalOverrideChanges`` read `before`, may be kept for other points. Not if it was made with an
    /// `unimplemented` placeholder: each point then records its own failure, in its own test. Not in the
    /// global storage if a global override changed meanwhile (one that removes itself, a default that
    /// sets one): the change dropped the instances this one would join, and it would outlive the drop.
    private static func mayShare(madeSince before: (Int, Int), in frame: InjectionFrame) -> Bool {
        placeholdersGiven == before.0 && (globalOverrideChanges == before.1 || frame !== InjectionFrame.root)
    }

    /// The storage that keeps the instances resolved in `frame`: the frame's, or `lease`'s table in it.
    ///
    /// Asked again after making an instance, to keep it there: the default may have ended the lease,
    /// whose next table the point is then bound to.
    private static func instanceStorage(keeping lease: Lease?, in frame: InjectionFrame) -> InstanceStorage {
        lease?.instances(in: frame).storage ?? frame.storage
    }

    /// Records that an instance of `id` is being made (stopping the program on a cycle), and counts it.
    @inline(__always)
    private static func startResolution(of id: DependencyKey, at location: SourceLocation, in frame: InjectionFrame) {
        ResolutionsUnderWay.begin(id, at: location, in: frame)
        madeInstances &+= 1
    }

    /// Makes a new instance from the strongest override, or the declared default.
    private static func makeInstance<Value>(
        _ dependency: Dependency<Value>.Answer,
        id: DependencyKey,
        in frame: InjectionFrame,
        at location: SourceLocation,
        source: inout ValueSource
    ) -> Value {
        if frame !== InjectionFrame.root, let override = frame.override(for: id) {
            source = .frameOverride
            return makeReplacement(override, as: Value.self, id: id, in: frame, at: location)
        }
        if !globalOverrides.isEmpty, let override = globalOverrides.override(for: id) {
            source = .globalOverride
            return makeReplacement(override, as: Value.self, id: id, in: frame, at: location)
        }
        startResolution(of: id, at: location, in: frame)
        defer { ResolutionsUnderWay.end() }
        source = .defaultValue
        checkProcessContext()
        let contextReads = frame.isStrict ? frame.contextReads : 0
        let value = evaluateDefault(dependency, in: frame)
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
        // Not one call with the frame chosen above: the chosen reference would be retained.
        return evaluate(in: frame) { override.make(as: Value.self) }
    }

    /// Evaluates the declared default in the resolving point's frame (see ``evaluate(in:_:)``).
    private static func evaluateDefault<Value>(
        _ dependency: Dependency<Value>.Answer,
        in frame: InjectionFrame
    ) -> Value {
        evaluate(in: frame) { Dependency.makeDefault(dependency) }
    }

    /// Runs `make`, a default or a global override's closure, with the resolving point's frame as the
    /// current one, so that objects it creates capture that frame, `resolve` calls in it resolve there,
    /// and `context` reads its context, whichever frame the reader is in.
    @inline(__always)
    private static func evaluate<Value>(in frame: InjectionFrame, _ make: () -> Value) -> Value {
        let frameForMake = frame === InjectionFrame.root ? nil : frame
        guard InjectionFrame.currentIfAny !== frameForMake else { return make() }
        return InjectionFrame.$current.withValue(frameForMake) { make() }
    }

    /// Counts a read of the context by the default under way, for strict frames: `unimplemented` and
    /// `context` both say that a default has a value of its own for tests.
    static func noteTestValue() {
        ResolutionsUnderWay.last?.frame.noteContextRead()
    }

    /// Tells the strict frame of the default under way, if any, that it resolved a dependency in
    /// `frame`: the default is then judged by what it resolves (each dependency it makes is checked
    /// itself), so its verdict does not depend on whether a part was made, found or replaced.
    /// Resolutions in a frame that is not strict skip the question.
    ///
    /// The strictness test is inlined and the rest is out of line: in a found `.shared` instance's direct
    /// path, an inlined note retained the frame around it, two atomic operations on every lookup.
    @inline(__always)
    static func noteDependencyResolved(in frame: InjectionFrame) {
        if frame.isStrict { noteDependencyResolvedInStrictFrame() }
    }

    /// The out-of-line part of ``noteDependencyResolved(in:)``.
    @inline(never)
    private static func noteDependencyResolvedInStrictFrame() {
        ResolutionsUnderWay.last?.frame.noteTestValue()
    }
}
