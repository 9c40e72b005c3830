// The hot path, from an `@Injected` read to the instance:
//
// 1. Creating a consumer: `Injected.init` makes one `InjectionPoint` (specialized in the consumer's
//    module) and captures `InjectionFrame.currentIfAny`, which skips the task-local read while nothing
//    is in effect (`EffectsInForce`). The point keeps the dependency as one closure made right there
//    (`Dependency`), so that the default is later a direct call.
// 2. Reading: a resolved point returns its `instance`; the first read calls `resolveInPlace()`.
// 3. The first read asks `Resolver.resolve`, which every resolution goes through (Resolver.swift).

/// The state behind one `@Injected` property: what it asks for, and the instance once it has one.
///
/// An injection point is created with its consumer and does nothing until it is first read: it only
/// records the key path, the scope and lifespan, where it was declared, and the `withInjected` frame
/// it was created in. Copies of a struct consumer share it until one of them is given a replacement.
///
/// It is `Sendable` because its mutable state is isolated to the main actor, where every read of an
/// injected value happens; that lets actors and other isolated consumers hold `@Injected` properties.
@usableFromInline
package final class InjectionPoint<Value>: Sendable {
    /// The instance, once resolved or replaced.
    ///
    /// Exempt from dynamic exclusivity checks, which would otherwise cost more than the warm read
    /// itself (Benchmarks/README.md): it is accessed only on the main actor, and only by plain reads and assignments, never by
    /// an access that spans a call.
    @MainActor @usableFromInline @exclusivity(unchecked)
    package var instance: Value?
    /// The dependency: its key path, and its default compiled to a direct call where it can be.
    @usableFromInline package let dependency: Dependency<Value>
    // The properties are in this order so that the small ones share the last word: 96 bytes a point.
    /// The lease the instance is bound to, if the point was declared with `until:`.
    @usableFromInline package let lease: Lease?
    /// The `withInjected` frame active when the point was created, if any.
    @usableFromInline package let frame: InjectionFrame?
    /// Keeps a `.shared` + `.local` instance alive while this point holds it.
    @MainActor @usableFromInline @exclusivity(unchecked) var sharedInstance: AnyObject?
    /// Where the `@Injected` property was declared.
    @usableFromInline package let location: SourceLocation
    @usableFromInline package let scope: Scope
    @usableFromInline package let lifespan: Lifespan
    /// Which level supplied ``instance``; `nil` until resolved. Exempt from dynamic exclusivity checks
    /// for the reason ``instance`` is.
    @MainActor @usableFromInline @exclusivity(unchecked) package internal(set) var source: ValueSource?

    /// Inlinable so that the consumer's module specializes it: generic code would store the empty
    /// `instance` through a value-witness call. Callers make `dependency` where the key path is written
    /// (see ``Dependency``).
    @inlinable
    package init(
        dependency: Dependency<Value>,
        scope: Scope,
        lifespan: Lifespan,
        lease: Lease? = nil,
        location: SourceLocation,
        frame: InjectionFrame?
    ) {
        self.dependency = dependency
        self.scope = scope
        self.lifespan = lifespan
        self.lease = lease
        self.location = location
        self.frame = frame
    }

    /// The dependency's key path.
    package var keyPath: KeyPath<DefaultValues, Value> { dependency.keyPath }

    /// The instance, resolving it on first use.
    @MainActor @inlinable
    package var value: Value {
        if let instance { return instance }
        return resolve()
    }

    /// Resolves, keeps the instance, and returns it: the slow path of ``value``.
    @MainActor @inlinable @inline(never)
    package func resolve() -> Value {
        if Resolver.isWritingReplacement, let replacement = Resolver.replacementInFlight(for: self, as: Value.self) {
            // Read by a key-path write that replaces this point: nothing to resolve, and nothing to keep
            // in a point that the original of the struct being written shares.
            return replacement
        }
        resolveInPlace()
        return instance!
    }

    /// Resolves into ``instance``: the slow path of a class consumer's read, which loads the instance
    /// itself afterwards.
    ///
    /// Inlinable so that the client specializes it for `Value`: the store into `instance` then needs no
    /// generic metadata.
    @MainActor @inlinable @inline(never)
    package func resolveInPlace() {
        instance = valueToKeep()
    }

    /// The value ``resolveInPlace()`` keeps: a resolved one, or the one a key-path write is writing.
    @MainActor @inlinable @inline(__always)
    package func valueToKeep() -> Value {
        Resolver.isWritingReplacement ? replacementOrResolvedValue() : resolvedValue()
    }

    /// The value a key-path write is replacing this point with, else a resolved one.
    ///
    /// A key-path write reads the property before it sets it, and that read must not evaluate the
    /// default the write replaces. ``resolveInPlace()``, the read of a class consumer, stores the value
    /// being written, where the getter loads it: the write then gives the consumer a new point. Out of
    /// line, because the cast needs `Optional<Value>`'s metadata, which the common path should not look
    /// up.
    @MainActor @usableFromInline @inline(never)
    package func replacementOrResolvedValue() -> Value {
        guard let replacement = Resolver.replacementInFlight(for: self, as: Value.self) else {
            return resolvedValue()
        }
        source = .injectionPoint
        sharedInstance = nil
        return replacement
    }

    /// Asks the resolver for the instance and records where it came from; the caller keeps it.
    @MainActor @inlinable @inline(__always)
    package func resolvedValue() -> Value {
        var source = ValueSource.defaultValue
        var sharedInstance: AnyObject?
        let value = Resolver.resolve(
            dependency.key,
            scope: scope,
            lifespan: lifespan,
            until: lease,
            in: frame,
            at: location,
            source: &source,
            sharedInstance: &sharedInstance,
            makeDefault: { dependency.makeDefault() }
        )
        if let lease { bind(to: lease) }
        self.source = source
        self.sharedInstance = sharedInstance
        return value
    }

    /// Binds this point to `lease`, which lets go of its instance when it ends.
    @MainActor @usableFromInline
    func bind(to lease: Lease) {
        lease.instances(in: frame ?? .root).bind(self)
    }

    /// Replaces the instance of this point only.
    ///
    /// Main-actor isolated, which a Swift 5 client can miss with no warning (a closure it passes to an
    /// older API that calls it back on another thread), so it stops there, as a read does.
    @MainActor @usableFromInline
    package func replace(with value: Value) {
        Resolver.checkMainActor(dependency.key, at: location, verb: "replaced")
        instance = value
        source = .injectionPoint
        sharedInstance = nil
    }

    /// This point, to read its state for `$x.isResolved`, `$x.source` or `$x.debugDescription` (named
    /// by `property`), after stopping the process if the caller runs off the main actor: a Swift 5
    /// client can read them there with no warning, racing with the main actor's writes of that state.
    @MainActor
    func inspected(_ property: String) -> InjectionPoint {
        Resolver.checkMainActor(
            calling: "\(property) of \(keyPathName(dependency.keyPath))",
            fileID: location.fileID,
            line: location.line,
            verb: "read",
            advice: "read injection points on the main actor."
        )
        return self
    }

    /// A new point that asks for the same dependency, already holding `value`.
    @MainActor @usableFromInline
    package func replaced(with value: Value) -> InjectionPoint {
        let point = InjectionPoint(
            dependency: dependency,
            scope: scope,
            lifespan: lifespan,
            lease: lease,
            location: location,
            frame: frame
        )
        point.replace(with: value)
        return point
    }
}

extension InjectionPoint: LeaseBound {
    /// Lets go of an instance whose lease ended; the next read resolves again.
    func releaseInstance() {
        guard source != .injectionPoint else { return }
        instance = nil
        source = nil
        sharedInstance = nil
    }
}
