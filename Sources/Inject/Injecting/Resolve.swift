/// Resolves a dependency where a property wrapper cannot go.
///
/// Use it for initializer defaults (constructor injection), in factories, in free functions, and inside
/// a ``DefaultValues`` property that needs another dependency. It honours every override level.
///
/// ```swift
/// @MainActor final class FilmListModel {
///     let repository: any FilmRepository
///     init(repository: any FilmRepository = resolve(\.filmRepository)) {
///         self.repository = repository
///     }
/// }
/// ```
///
/// With `.temporary` the call makes a new instance each time (and with `.permanent` Inject keeps it too).
/// With `.shared` + `.permanent` it returns the one shared instance. With `.shared` + `.local` it
/// returns the instance that injection points currently share; when none holds one, it returns a new
/// instance that is not shared with anything, not even with the next call.
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - scope: `.temporary` by default.
///   - lifespan: `.local` by default.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Returns: The instance.
@MainActor @inlinable @inline(__always)
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ scope: Scope = .temporary,
    _ lifespan: Lifespan = .local,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> Value {
    // Direct path: a `.temporary` + `.local` call outside every frame, when the resolver allows it,
    // evaluates the default here, even inside another resolution (a default building its value with
    // `resolve(\.x)`): no generic call, no table, no cycle check yet (see
    // `Resolver.beginDirectResolution(ofKeyPath:at:)`). With the key path it was given, the caller's
    // literal, which the optimizer turns into a call of the default's getter, rather than the
    // dependency's closure, which answers with its key path by throwing.
    if scope == .temporary, lifespan == .local {
        if Resolver.beginDirectResolution(ofKeyPath: key, at: SourceLocation(fileID: fileID, line: line)) {
            defer { Resolver.endDirectResolution(ofKeyPath: key) }
            return DefaultValues()[keyPath: key]
        }
    }
    return resolveInCurrentFrame(key, scope, lifespan, until: nil, fileID: fileID, line: line)
}

/// Resolves a dependency with a lifespan and the default scope, as `@Injected(\.x, .permanent)` does.
///
/// With `.permanent`, each call makes a new instance that Inject keeps alive, so the caller may let go
/// of it: outside every frame until ``DefaultValues/reset(fileID:line:)``, inside a `withInjected` frame
/// as long as the frame lives. With `.local`, it is `resolve(\.x)`.
///
/// ```swift
/// @MainActor func startUpload() -> UploadJob {
///     resolve(\.uploadJob, .permanent)   // .temporary, .permanent: Inject keeps it too
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - lifespan: How long the instance lives.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Returns: The instance.
@MainActor @inlinable
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ lifespan: Lifespan,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> Value {
    resolve(key, .temporary, lifespan, fileID: fileID, line: line)
}

/// A lifespan written before a scope: not available, so the compiler points at the right order.
///
/// ```swift
/// @MainActor func analytics() -> any Analytics {
///     resolve(\.analytics, .shared, .permanent)   // scope, then lifespan
/// }
/// ```
///
/// - Parameters:
///   - key: The dependency.
///   - lifespan: The lifespan, which belongs after the scope.
///   - scope: The scope, which belongs before the lifespan.
/// - Returns: Nothing: the call does not compile.
@available(*, unavailable, message: "write the scope before the lifespan: resolve(keyPath, scope, lifespan)")
public func resolve<Value>(_ key: KeyPath<DefaultValues, Value>, _ lifespan: Lifespan, _ scope: Scope) -> Value {
    fatalError("unavailable")
}

/// Resolves a dependency bound to a ``Lease``, where a property wrapper cannot go.
///
/// The lease keeps the instance, whoever else lets go of it, until it ends (``Lease/end(fileID:line:)`` in this
/// frame or around it, ``DefaultValues/reset(fileID:line:)``, or the end of a test). With `.shared`,
/// every call in the same frame returns the lease's one instance, made on the first call and again after
/// the lease ends; with `.temporary`, each call makes an instance of its own.
///
/// ```swift
/// let cart = resolve(\.cart, .shared, until: .session)
/// ```
///
/// - Parameters:
///   - key: The dependency, as a key path into ``DefaultValues``.
///   - scope: `.shared` returns the lease's one instance; `.temporary` (the default) makes one that the
///     lease keeps until it ends.
///   - lease: The lease that keeps the instance.
///   - fileID: Where the call is written, for messages.
///   - line: Where the call is written, for messages.
/// - Returns: The instance.
@MainActor @inlinable @inline(__always)
public func resolve<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ scope: Scope = .temporary,
    until lease: Lease,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> Value {
    resolveInCurrentFrame(key, scope, .local, until: lease, fileID: fileID, line: line)
}

/// What both `resolve` functions do: resolve in the current frame, without the source and shared
/// instance that an injection point keeps.
///
/// Inlined into the caller, like the `resolve` functions, so that the dependency's closure is made where
/// the key path is written and lives for the call (see `Dependency`).
@MainActor @inlinable @inline(__always)
func resolveInCurrentFrame<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ scope: Scope,
    _ lifespan: Lifespan,
    until lease: Lease?,
    fileID: StaticString,
    line: UInt
) -> Value {
    resolveInCurrentFrame(
        { keyPathOnly throws(KeyPathAnswer) in try Dependency.answer(key, keyPathOnly: keyPathOnly) },
        scope,
        lifespan,
        until: lease,
        fileID: fileID,
        line: line
    )
}

/// What `@Resolved`'s initializer does: resolve in the current frame, giving the caller the `.shared` +
/// `.local` instance to keep (a `SharedInstance<Value>`; `nil` otherwise), with both direct paths
/// taken here, where the key path is at hand. For `.shared`, `frame` is the current frame, which the
/// initializer reads once, for the lookup and for what the property keeps; `.temporary` ignores it.
///
/// The function below asks the dependency's closure for its key path, which costs a thrown answer and
/// the retains around it (about 60 instructions for a `.shared` lookup, 75 for a `.temporary` default).
/// A `@Resolved` property forms its key path anyway, when it is initialized, and uses it directly:
/// inlined into the property's initializer, `DefaultValues()[keyPath: key]` is a direct call of the
/// default. `resolve` does not: where its scope is not known at compile time (a default's
/// `resolve(\.x, scope)`), using the key path before the closure would form it on every call.
@MainActor @inlinable @inline(__always)
func resolveForResolvedProperty<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ scope: Scope,
    _ lifespan: Lifespan,
    in frame: InjectionFrame?,
    keeping sharedInstance: inout AnyObject?,
    fileID: StaticString,
    line: UInt
) -> Value {
    guard scope == .shared else {
        // Direct path: `.temporary` + `.local` outside every frame, as `resolve` takes it, with the key
        // the key path is rather than one the closure answers with.
        if lifespan == .local,
            Resolver.beginDirectResolution(ofKeyPath: key, at: SourceLocation(fileID: fileID, line: line))
        {
            defer { Resolver.endDirectResolution(ofKeyPath: key) }
            return DefaultValues()[keyPath: key]
        }
        return resolveInCurrentFrame(key, scope, lifespan, until: nil, fileID: fileID, line: line)
    }
    // Direct path: an instance the key path object found or made before (see `Resolver.sharedInstance`).
    if let shared = Resolver.sharedInstance(of: key, lifespan, in: frame) {
        let value = shared.value
        // Last, so that the found reference moves to the caller rather than being retained again.
        if lifespan == .local { sharedInstance = shared }
        return value
    }
    return resolveThroughResolver(
        { keyPathOnly throws(KeyPathAnswer) in try Dependency.answer(key, keyPathOnly: keyPathOnly) },
        scope,
        lifespan,
        until: nil,
        keeping: &sharedInstance,
        fileID: fileID,
        line: line
    )
}

/// Resolves the dependency a closure answers for in the current frame.
///
/// Specialized in the caller's module but not inlined: the closure, made where the key path is written,
/// is then compiled with the literal in it, so evaluating the default is a direct call (inlined into
/// its caller, the closure would project the key path at run time instead).
@MainActor @inlinable @inline(never)
func resolveInCurrentFrame<Value>(
    _ dependency: Dependency<Value>.Answer,
    _ scope: Scope,
    _ lifespan: Lifespan,
    until lease: Lease?,
    fileID: StaticString,
    line: UInt
) -> Value {
    // Direct path: a `.shared` call whose key path object found or made the instance before finds it by
    // that object, as an injection point does (see `Resolver.sharedInstance`): constructor injection of
    // a shared service costs a table lookup from its second call on.
    if scope == .shared, lease == nil,
        let shared = Resolver.sharedInstance(of: dependency, lifespan, in: InjectionFrame.currentIfAny)
    {
        return shared.value
    }
    var sharedInstance: AnyObject?
    return resolveThroughResolver(
        dependency,
        scope,
        lifespan,
        until: lease,
        keeping: &sharedInstance,
        fileID: fileID,
        line: line
    )
}

/// The usual path of ``resolveInCurrentFrame(_:_:_:until:fileID:line:)-(Dependency<Value>.Answer,_,_,_,_,_)``
/// and of ``resolveForResolvedProperty(_:_:_:in:keeping:fileID:line:)``, which keeps the `.shared` +
/// `.local` instance it gives to `sharedInstance`.
@MainActor @usableFromInline
func resolveThroughResolver<Value>(
    _ dependency: Dependency<Value>.Answer,
    _ scope: Scope,
    _ lifespan: Lifespan,
    until lease: Lease?,
    keeping sharedInstance: inout AnyObject?,
    fileID: StaticString,
    line: UInt
) -> Value {
    var source = ValueSource.defaultValue
    return Resolver.resolve(
        dependency,
        scope: scope,
        lifespan: lifespan,
        until: lease,
        in: InjectionFrame.currentIfAny,
        at: SourceLocation(fileID: fileID, line: line),
        source: &source,
        sharedInstance: &sharedInstance
    )
}
