// The hot path, from an `@Injected` read to the instance, and what each fast path skips:
//
// 1. Creating a consumer: `Injected.init` makes one `InjectionPoint` (specialized in the consumer's
//    module) and captures `InjectionFrame.currentIfAny`, which skips the task-local read while no
//    `withInjected` frame exists anywhere (`LiveFrames`: then no task can have one bound). The point
//    keeps the dependency as one closure made right there (`DependencyAccess`), into which the
//    optimizer moves a literal key path, so the default is later a direct call and no key path is
//    retained by the point.
// 2. Reading from a class consumer: `Injected`'s enclosing-instance subscript loads the point from the
//    consumer and its `instance`; a resolved point returns it with no call. The first-read call on the
//    other path may release objects, so code that reads the property of an object it only borrows (an
//    array element, say), or calls a method that does, retains that object around it
//    (Benchmarks/README.md, scenarios 1 and 1b).
// 3. Reading from a struct consumer: `wrappedValue` returns `value` below, the same test on `instance`.
// 4. First read, `resolveInPlace()`, specialized for `Value` in the consumer's module, tries the
//    direct paths (Resolver+DirectPaths.swift) before the resolver's usual one:
//    - `.temporary` + `.local` outside every frame (`Resolver.beginDirectResolution`): evaluates the
//      default right here. It skips the key path (recorded lazily by `ResolutionsUnderWay`, for a
//      resolution nested in this one), the tables, the overrides and the events, which is safe while
//      the resolver says no frame, observer, key-path write or other resolution exists, no global
//      override replaces a dependency of the point's type, and the caller runs on the main actor.
//    - `.shared` (`Resolver.sharedInstance`): finds an instance that the same key path object found
//      or made before, by the object's address (`SharedInstancesByKeyPathObject`), without hashing
//      the key path. Finding skips only the cycle check and the overrides, which apply to making an
//      instance.
//    - `.temporary` + `.local` in a frame that gives a value for its dependency in advance
//      (`Resolver.valueReplacement`): takes the value. It skips the record of the resolution (a value
//      resolves nothing, so no cycle closes through it) and the resolver's generic layers; a point of
//      a type no frame replaces pays one question per frame, without forming its key path.
//    - `.temporary` + `.local` outside every frame, replaced by a global override
//      (`Resolver.beginGlobalReplacement`): makes the replacement right here, recorded as a default is
//      on the first direct path, since its closure may resolve other dependencies. It skips the
//      resolver's generic layers and the frame's lookup, which finds nothing in the root frame.
// 5. `Resolver.resolve` checks the main actor with a thread comparison on the main thread and in
//    nested resolutions (Dispatch is asked otherwise). A `.temporary` + `.local` point outside any
//    frame, with no observer and no global override of its type, then only evaluates the default
//    (`makeDefaultInRootFrame`): no table, no override lookup, no event. Every other point goes
//    through the one switch over scope × lifespan, which looks up or fills the frame's storage.
// 6. `Resolver.makeInstance` takes the strongest override or evaluates the default, without the
//    task-local write when the frame to evaluate in is already current.
//
// `@Resolved`, the eager form, has no injection point: its initializer resolves at once through
// `resolveForResolvedProperty` (Resolve.swift), which takes the same two direct paths with the key path
// it was given, and a read is a stored-property read. Its `.temporary` + `.local` direct path, like that
// of `resolve(\.x)`, may nest, and is recorded in a fixed buffer without retaining the key path.

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
    /// itself: it is accessed only on the main actor, and only by plain reads and assignments, never by
    /// an access that spans a call.
    @MainActor @usableFromInline @exclusivity(unchecked)
    package var instance: Value?
    /// The dependency: its key path, and its default compiled to a direct call where it can be.
    @usableFromInline package let dependency: DependencyAccess<Value>
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
    /// (see ``DependencyAccess``).
    @inlinable
    package init(
        dependency: DependencyAccess<Value>,
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
    /// generic metadata (looking up `Optional<Value>` in generic code costs about 300 instructions).
    @MainActor @inlinable @inline(never)
    package func resolveInPlace() {
        // Direct path: the first read of a `.temporary` + `.local` point created outside any frame,
        // when the resolver allows it (see `Resolver.beginDirectResolution`), evaluates the default here,
        // in code specialized for `Value`: no generic call, no key path, no table.
        if scope == .temporary, lifespan == .local, lease == nil, frame == nil,
            Resolver.beginDirectResolution(of: self, at: location)
        {
            defer { Resolver.endDirectResolution() }
            instance = Dependency.makeDefault(dependency.answer)
            source = .defaultValue
            return
        }
        // Direct path: a `.shared` point whose key path object found or made the instance before finds
        // it by that object (see `Resolver.sharedInstance`), without hashing the key path.
        if scope == .shared, lease == nil,
            let shared = Resolver.sharedInstance(of: dependency.answer, lifespan, in: frame)
        {
            source = shared.source
            instance = shared.value
            // Last, so that the found reference moves into the point rather than being retained again.
            if lifespan == .local { sharedInstance = shared }
            return
        }
        // Direct path: a `.temporary` + `.local` point whose frame gives a value for its dependency in
        // advance takes it (see `Resolver.valueReplacement`), without the resolver's usual path.
        if scope == .temporary, lifespan == .local, lease == nil, let frame,
            let override = Resolver.valueReplacement(for: self, in: frame)
        {
            instance = override.make(as: Value.self)
            source = .frameOverride
            return
        }
        // Direct path: a `.temporary` + `.local` point created outside any frame, which a global override
        // replaces, makes the replacement here (see `Resolver.beginGlobalReplacement`).
        if scope == .temporary, lifespan == .local, lease == nil, frame == nil,
            let override = Resolver.beginGlobalReplacement(for: self, at: location)
        {
            defer { Resolver.endDirectResolution() }
            instance = override.make(as: Value.self)
            source = .globalOverride
            return
        }
        instance = valueToKeep()
    }

    /// The value ``resolveInPlace()`` keeps: a resolved one, or the one a key-path write is writing.
    @MainActor @usableFromInline
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
    @MainActor
    private func resolvedValue() -> Value {
        var source = ValueSource.defaultValue
        var sharedInstance: AnyObject?
        let value = Resolver.resolve(
            dependency.answer,
            scope: scope,
            lifespan: lifespan,
            until: lease,
            in: frame,
            at: location,
            source: &source,
            sharedInstance: &sharedInstance
        )
        if let lease {
            lease.instances(in: frame ?? .root).bind(self)
        }
        self.source = source
        self.sharedInstance = sharedInstance
        return value
    }

    /// Replaces the instance of this point only.
    ///
    /// Main-actor isolated, which a Swift 5 client can miss with no warning (a closure it passes to an
    /// older API that calls it back on another thread), so it stops there, as a read does.
    @MainActor @usableFromInline
    package func replace(with value: Value) {
        Resolver.checkMainActor(dependency.answer, at: location, doing: .replaced)
        instance = value
        source = .injectionPoint
        sharedInstance = nil
    }

    /// This point, to read its state for `$x.isResolved`, `$x.source` or `$x.debugDescription` (named
    /// by `property`), after stopping the process if the caller runs off the main actor: a Swift 5
    /// client can read them there with no warning, racing with the main actor's writes of that state.
    @MainActor
    func inspected(_ property: String) -> InjectionPoint {
        Resolver.checkMainActor(dependency.answer, at: location, reading: property)
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

extension InjectionPoint: DependencyKeySource {
    /// The key of the dependency this point asks for.
    @usableFromInline package var dependencyKey: DependencyKey { Dependency.key(of: dependency.answer) }
    /// The value type of the dependency this point asks for.
    @usableFromInline package var dependencyValueType: ObjectIdentifier { ObjectIdentifier(Value.self) }
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
