// The resolver's direct paths: the first resolutions that skip its usual path, because the conditions
// below tell what the usual path would do. Each says what it skips and why that is safe; the usual
// path is in Resolver.swift, the callers in InjectionPoint.swift and Resolve.swift.

extension Resolver {
    /// Whether a `.temporary` + `.local` resolution of a dependency of the type `valueType` may take a
    /// direct path, which evaluates the default in the caller: on the main actor, while no
    /// `withInjected` frame exists anywhere, no observer is set, no global override replaces a
    /// dependency of that type, and no key-path write is under way. The instance then comes from the
    /// default, in the root frame, which has no overrides and is never strict, so the direct paths skip
    /// the overrides, the tables, the strict check and the events. When this is `false`, the usual
    /// path resolves, and it also reports a read off the main actor.
    ///
    /// `valueType` is asked for only while a global override or an observer exists: keys to different
    /// value types are never equal, so an override of one dependency leaves those of other types on
    /// the direct path, without naming the dependency (which forms its key path).
    ///
    /// `onMainActor` is the main-actor check, which a caller that knows the answer passes as `true`.
    @inline(__always)
    private static func mayResolveDirectly(
        onMainActor: @autoclosure () -> Bool = isOnMainActor(),
        _ valueType: () -> ObjectIdentifier
    ) -> Bool {
        // The main-actor check comes before the table it guards is read, and after the flags, in the
        // order that costs the common case (no override, no frame) least.
        !isWritingReplacement
            && (!hasOverridesOrObservers || (onMainActor() && noGlobalOverrideReplaces(ofType: valueType())))
            && !LiveFrames.mayExist && onMainActor()
    }

    /// What every resolution on a direct path does once recorded: the process context check of the
    /// first default, and the count of instances made.
    @inline(__always)
    private static func startDirectResolution() {
        checkProcessContext()
        madeInstances &+= 1
    }

    /// Starts the first resolution of a `.temporary` + `.local` injection point, if it may take the
    /// direct path (``mayResolveDirectly(_:)``) and is the outermost resolution: the caller then evaluates
    /// the default itself, and calls ``endDirectResolution()``.
    ///
    /// Nothing resolving already can be part of a cycle, so the resolution is recorded without forming
    /// the key path, which only a resolution nested inside this one needs (``ResolutionsUnderWay``).
    /// Returns `false`, recording nothing, otherwise: the caller then resolves as usual.
    @usableFromInline
    package static func beginDirectResolution(
        of point: any DependencyKeySource,
        at location: SourceLocation
    ) -> Bool {
        guard ResolutionsUnderWay.isEmpty, mayResolveDirectly({ point.dependencyValueType }) else { return false }
        ResolutionsUnderWay.beginDirect(of: point, at: location)
        startDirectResolution()
        return true
    }

    /// Starts a `.temporary` + `.local` resolution of the dependency `keyPath` leads to, by `resolve(_:)`
    /// or a `@Resolved` property, if it may take the direct path (``mayResolveDirectly(_:)``): the caller
    /// then evaluates the default itself, and calls ``endDirectResolution(ofKeyPath:)``.
    ///
    /// Unlike ``beginDirectResolution(of:at:)``, this may nest
    /// inside other resolutions: a default that builds its value with `resolve(\.x)` resolves `\.x`
    /// here. The resolution is recorded without a check for a cycle, unless
    /// ``ResolutionsUnderWay/uncheckedDepth`` resolutions are under way (see ``ResolutionsUnderWay``),
    /// and without retaining `keyPath`: the caller passes it to ``endDirectResolution(ofKeyPath:)``. (A
    /// key path rather than a `DependencyKey`: making one in the caller retained the key path.)
    /// Returns `false`, recording nothing, when the direct path is not allowed.
    @usableFromInline
    package static func beginDirectResolution(ofKeyPath keyPath: AnyKeyPath, at location: SourceLocation) -> Bool {
        beginDirectResolution(ofKeyPath: keyPath, at: location, onMainActor: isOnMainActor())
    }

    /// ``beginDirectResolution(ofKeyPath:at:)`` with the main-actor check `onMainActor`.
    @inline(__always)
    private static func beginDirectResolution(
        ofKeyPath keyPath: AnyKeyPath,
        at location: SourceLocation,
        onMainActor: @autoclosure () -> Bool
    ) -> Bool {
        guard mayResolveDirectly(onMainActor: onMainActor(), { ObjectIdentifier(type(of: keyPath).valueType) }),
            ResolutionsUnderWay.beginUnchecked(DependencyKey(keyPath), at: location)
        else { return false }
        startDirectResolution()
        return true
    }

    /// ``beginDirectResolution(ofKeyPath:at:)`` for a `DefaultValues.resolve` call on the thread of the
    /// resolution under way (`ResolvingThread.isCurrent()`, which the caller asked): a default building
    /// its value. Nonisolated, for the nonisolated default that calls it; that thread runs on the main
    /// actor (see ``ResolvingThread``), so the main-actor check is the caller's thread comparison, and
    /// the main-actor function is called directly, cast to a nonisolated one (a main-actor closure that
    /// captured the key path retained it).
    @usableFromInline
    nonisolated package static func beginNestedDirectResolution(
        ofKeyPath keyPath: AnyKeyPath & Sendable,
        at location: SourceLocation
    ) -> Bool {
        let begin = unsafeBitCast(
            beginOnResolvingThread as @MainActor (AnyKeyPath, SourceLocation) -> Bool,
            to: ((AnyKeyPath, SourceLocation) -> Bool).self
        )
        return begin(keyPath, location)
    }

    /// ``endDirectResolution(ofKeyPath:)`` for ``beginNestedDirectResolution(ofKeyPath:at:)``, on the same
    /// thread.
    @usableFromInline
    nonisolated package static func endNestedDirectResolution(ofKeyPath keyPath: AnyKeyPath & Sendable) {
        let end = unsafeBitCast(
            endDirectResolution(ofKeyPath:) as @MainActor (AnyKeyPath) -> Void,
            to: ((AnyKeyPath) -> Void).self
        )
        end(keyPath)
    }

    /// The main-actor body of ``beginNestedDirectResolution(ofKeyPath:at:)``.
    private static func beginOnResolvingThread(_ keyPath: AnyKeyPath, _ location: SourceLocation) -> Bool {
        beginDirectResolution(ofKeyPath: keyPath, at: location, onMainActor: true)
    }

    /// The global override that replaces the dependency of `point`, a `.temporary` + `.local` point
    /// created outside every frame, resolving for the first time as the outermost resolution: the direct
    /// path of a point a global override replaces. When it returns one, the resolution is recorded as
    /// ``beginDirectResolution(of:at:)`` records it, and the caller makes the replacement itself and
    /// calls ``endDirectResolution()``.
    ///
    /// The usual path would do the same, as a default is made on the direct path: the record (the
    /// override's closure may resolve other dependencies), no frame to run the closure in (no frame
    /// exists, so the closure runs in the root frame, the point's), no table (a `.temporary` + `.local`
    /// instance is in none). It skips the generic layers and the frame's lookup, which finds nothing in
    /// the root frame. Returns `nil`, and the caller resolves as usual, when no global override
    /// replaces the dependency, an observer must hear of the resolution, a key-path write or another
    /// resolution is under way, a frame may exist, or the caller is off the main actor (which the usual
    /// path reports).
    @usableFromInline
    package static func beginGlobalReplacement(
        for point: any DependencyKeySource,
        at location: SourceLocation
    ) -> Override? {
        guard hasOverridesOrObservers, !hasObservers, !isWritingReplacement, !LiveFrames.mayExist,
            isOnMainActor(), ResolutionsUnderWay.isEmpty,
            globalOverrides.replacesAny(ofType: point.dependencyValueType),
            let override = globalOverrides.override(for: point.dependencyKey), override.kind != .madeOnce
        else { return nil }
        ResolutionsUnderWay.beginDirect(of: point, at: location)
        madeInstances &+= 1
        return override
    }

    /// The replacement that `frame`, or a frame it was opened in, gives in advance for the dependency of
    /// `point`, a `.temporary` + `.local` point resolving there for the first time: the direct path of a
    /// point replaced in its frame, as in a test or a preview.
    ///
    /// A value given in advance resolves nothing, so the direct path skips what only making an instance
    /// needs: the record of the resolution (no cycle can close through it), the tables (a `.temporary`
    /// + `.local` instance is in none) and the resolver's generic layers. The frames are first asked
    /// whether they replace a dependency of the point's value type, which needs no key path, so that a
    /// point of a type no frame replaces pays that question only. Returns `nil`, and the caller resolves
    /// as usual, when no frame gives a value for the dependency, an observer must hear of the
    /// resolution, a key-path write is under way, or the caller is off the main actor (which the usual
    /// path reports).
    @usableFromInline
    package static func valueReplacement(
        for point: any DependencyKeySource,
        in frame: InjectionFrame
    ) -> Override? {
        guard !isWritingReplacement, !hasObservers, isOnMainActor(),
            frame.mayReplace(ofType: point.dependencyValueType),
            let override = frame.override(for: point.dependencyKey), override.kind == .value
        else { return nil }
        noteDependencyResolved(in: frame)
        madeInstances &+= 1
        return override
    }

    /// The `.shared` instance with `lifespan` that the storage of `frame` (`nil`: the root frame) keeps
    /// for the dependency of the key path object `keyPath`, if that object found or made it before: the
    /// direct path of a `.shared` point or `resolve` call, a `SharedInstance` of the key path's value
    /// type.
    ///
    /// The direct path skips only what a found instance does not need: the cycle check and the
    /// overrides (which apply to making an instance, not to finding one), and hashing the key path
    /// (``SharedInstancesByKeyPathObject``). A global override needs no check either: setting or
    /// removing one drops the global storage's instances of its key, so an instance found there was
    /// made under the override in force, and a frame's storage keeps its instances, as the usual path
    /// does. It returns `nil`, and the caller resolves as usual, when an observer must hear of the
    /// resolution, a key-path write is under way, or the caller is off the main actor (which the usual
    /// path reports).
    @usableFromInline
    package static func sharedInstance(
        _ lifespan: Lifespan,
        forKeyPathObject keyPath: AnyKeyPath,
        in frame: InjectionFrame?
    ) -> AnyObject? {
        guard !isWritingReplacement, !hasObservers, isOnMainActor() else { return nil }
        // Two calls rather than one on `frame ?? .root`: the merged reference would be retained.
        if let frame {
            let found = frame.storage.shared(lifespan, forKeyPathObject: keyPath)
            // After the lookup, which then needs no retain of the frame around the note.
            noteDependencyResolved(in: frame)
            return found
        }
        return InjectionFrame.root.storage.shared(lifespan, forKeyPathObject: keyPath)
    }

    /// ``sharedInstance(_:forKeyPathObject:in:)`` for the dependency `dependency` answers for, as the
    /// `SharedInstance` of its value type: what the direct path of a `.shared` point and of a `.shared`
    /// `resolve` call finds.
    @inlinable @inline(__always)
    package static func sharedInstance<Value>(
        of dependency: Dependency<Value>.Answer,
        _ lifespan: Lifespan,
        in frame: InjectionFrame?
    ) -> SharedInstance<Value>? {
        sharedInstance(Value.self, lifespan, forKeyPathObject: Dependency.key(of: dependency).keyPath, in: frame)
    }

    /// ``sharedInstance(_:forKeyPathObject:in:)`` for the key path `key`, as the `SharedInstance` of its
    /// value type: what the direct path of a `.shared` `@Resolved` property finds, with the key path it
    /// was given.
    @inlinable @inline(__always)
    package static func sharedInstance<Value>(
        of key: KeyPath<DefaultValues, Value>,
        _ lifespan: Lifespan,
        in frame: InjectionFrame?
    ) -> SharedInstance<Value>? {
        sharedInstance(Value.self, lifespan, forKeyPathObject: key, in: frame)
    }

    /// ``sharedInstance(_:forKeyPathObject:in:)`` as the `SharedInstance` of `Value`, which the key path
    /// object `keyPath` must lead to.
    @inlinable @inline(__always)
    static func sharedInstance<Value>(
        _: Value.Type,
        _ lifespan: Lifespan,
        forKeyPathObject keyPath: AnyKeyPath,
        in frame: InjectionFrame?
    ) -> SharedInstance<Value>? {
        if let found = sharedInstance(lifespan, forKeyPathObject: keyPath, in: frame) {
            // The storage holds `SharedInstance<Value>` only for a key path to a `Value`.
            return unsafeDowncast(found, to: SharedInstance<Value>.self)
        }
        return nil
    }

    /// Ends a resolution that ``beginDirectResolution(of:at:)`` started.
    @usableFromInline
    package static func endDirectResolution() {
        ResolutionsUnderWay.endDirect()
    }

    /// Ends the resolution of `keyPath` that ``beginDirectResolution(ofKeyPath:at:)`` started.
    ///
    /// Taking `keyPath` keeps it alive until the resolution ends, as its record, which does not retain it,
    /// requires.
    @usableFromInline
    package static func endDirectResolution(ofKeyPath keyPath: AnyKeyPath) {
        ResolutionsUnderWay.endUnchecked(DependencyKey(keyPath))
    }
}
