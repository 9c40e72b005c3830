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
    var sharedInstance: AnyObject?
    return resolveInCurrentFrame(
        key,
        scope,
        lifespan,
        until: nil,
        in: InjectionFrame.currentIfAny,
        keeping: &sharedInstance,
        fileID: fileID,
        line: line
    )
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
    var sharedInstance: AnyObject?
    return resolveInCurrentFrame(
        key,
        scope,
        .local,
        until: lease,
        in: InjectionFrame.currentIfAny,
        keeping: &sharedInstance,
        fileID: fileID,
        line: line
    )
}

/// Resolves `key` in `frame` (`nil`: the root frame): what a `resolve` call and a `@Resolved` property do.
///
/// Inlinable, so that the default is evaluated in the caller's module, next to the key path literal,
/// as a direct call of its getter. For `.shared` + `.local`, the shared instance the caller must hold to keep
/// the instance shared goes to `sharedInstance`.
@MainActor @inlinable @inline(__always)
func resolveInCurrentFrame<Value>(
    _ key: KeyPath<DefaultValues, Value>,
    _ scope: Scope,
    _ lifespan: Lifespan,
    until lease: Lease?,
    in frame: InjectionFrame?,
    keeping sharedInstance: inout AnyObject?,
    fileID: StaticString,
    line: UInt
) -> Value {
    var source = ValueSource.defaultValue
    return Resolver.resolve(
        DependencyKey(key),
        scope: scope,
        lifespan: lifespan,
        until: lease,
        in: frame,
        at: SourceLocation(fileID: fileID, line: line),
        source: &source,
        sharedInstance: &sharedInstance,
        makeDefault: { DefaultValues()[keyPath: key] }
    )
}
