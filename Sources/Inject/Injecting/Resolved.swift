/// A property whose value Inject supplies from ``DefaultValues`` when the consumer is created.
///
/// `@Resolved` is the eager form of ``Injected``: the same key path, scopes and lifespans, but the
/// instance is made or found while the consumer is initialized, on the main actor, and kept in the
/// property itself. Reading it is reading a stored property, and a consumer holds no injection point
/// beside it, so choose it for objects made in large numbers or read in tight loops.
///
/// ```swift
/// @MainActor final class RowModel: Injectable {
///     @Resolved(\.imageDownloader) var downloader                  // .temporary, .local
///     @Resolved(\.analytics, .shared, .permanent) var analytics
/// }
/// ```
///
/// What resolving eagerly gives up, against `@Injected`:
/// - The default runs even if the property is never read, and before
///   ``Injectable/injecting(_:for:fileID:line:)-(_,WritableKeyPath<Self,Value>,StaticString,UInt)``
///   or an assignment can replace it (the replacement then takes its place, and a `.temporary` +
///   `.local` default is released).
/// - The consumer must be created on the main actor: the initializer is main-actor isolated, so a
///   consumer whose initializer is not (an actor, a nonisolated class) does not compile with it. Declare
///   the class `@MainActor`: a property's initial value runs in its class's isolation, so a
///   `@MainActor init` in a nonisolated class is not enough.
/// - There is no projected value: no `override(_:)`, `isResolved` or `source`.
/// - Leases (`until:`) are `@Injected`'s only.
///
/// Everything else behaves as `@Injected` does. The consumer resolves in the `withInjected` frame it
/// is created in, and `withInjected(from:)` finds that frame in its `@Resolved` properties as in its
/// `@Injected` ones. A `.shared` + `.local` instance stays shared while a consumer holds it, and an
/// assignment replaces the instance of this property only. `Resolved` is not `Sendable`: its value
/// is a stored property like any other, protected by the consumer's own isolation.
@propertyWrapper
public struct Resolved<Value> {
    /// The instance: resolved when the property was initialized, or assigned since.
    @usableFromInline
    var value: Value
    /// What the property keeps beside its value: the frame it was created in and a `.shared` +
    /// `.local` instance's owner, in one reference (see ``ResolvedHold``); `nil` in the common case.
    @usableFromInline
    var hold: AnyObject?

    /// Resolves `key` now, with the default scope and lifespan or with the scope (then lifespan) you
    /// pass.
    ///
    /// The default runs, or the `.shared` instance is found, while the consumer is initialized, in the
    /// `withInjected` frame around it, and a message about it (a cycle, an `unimplemented` default) names
    /// this declaration. A `.shared` + `.local` property keeps its instance alive while it holds it.
    ///
    /// ```swift
    /// @MainActor final class RowModel {
    ///     @Resolved(\.imageDownloader) var downloader
    ///     @Resolved(\.analytics, .shared, .permanent) var analytics
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: Which properties share the instance; `.temporary` by default.
    ///   - lifespan: How long the instance lives; `.local` by default.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @MainActor @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        _ scope: Scope = .temporary,
        _ lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        let frame = InjectionFrame.currentIfAny
        var sharedInstance: AnyObject?
        value = resolveInCurrentFrame(
            key,
            scope,
            lifespan,
            until: nil,
            in: frame,
            keeping: &sharedInstance,
            fileID: fileID,
            line: line
        )
        hold = ResolvedHold.hold(frame: frame, sharedInstance: sharedInstance)
    }

    /// Resolves `key` now, with a lifespan and the default scope.
    ///
    /// `@Resolved(\.uploadJob, .permanent)` is `@Resolved(\.uploadJob, .temporary, .permanent)`: the
    /// property gets an instance of its own, which Inject keeps alive after the consumer is gone.
    ///
    /// ```swift
    /// @MainActor final class UploadScreenModel {
    ///     @Resolved(\.uploadJob, .permanent) var job          // .temporary, .permanent
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @MainActor @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        _ lifespan: Lifespan,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, .temporary, lifespan, fileID: fileID, line: line)
    }

    /// Resolves `key` now, with a labelled scope and an optional labelled lifespan.
    ///
    /// It means the same as the unlabelled form, `@Resolved(\.cache, .shared, .local)`, for code that
    /// prefers to name its arguments. The labels fix the order too: scope first, then lifespan.
    ///
    /// ```swift
    /// @MainActor final class RowModel {
    ///     @Resolved(\.cache, scope: .shared, lifespan: .local) var cache
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: Which properties share the instance.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @MainActor @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        scope: Scope,
        lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, scope, lifespan, fileID: fileID, line: line)
    }

    /// Resolves `key` now, with a labelled lifespan and the default scope.
    ///
    /// It means the same as ``init(_:_:fileID:line:)``, `@Resolved(\.network, .permanent)`: a
    /// `.temporary` property whose instance Inject keeps alive.
    ///
    /// ```swift
    /// @MainActor final class SyncModel {
    ///     @Resolved(\.network, lifespan: .permanent) var network
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @MainActor @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        lifespan: Lifespan,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, .temporary, lifespan, fileID: fileID, line: line)
    }

    /// A lease on a resolved property: not available, because a resolved property keeps its instance
    /// itself; only an ``Injected`` property lets go of it at ``Lease/end(fileID:line:)`` and makes a new one.
    ///
    /// ```swift
    /// @MainActor final class CartScreenModel {
    ///     @Injected(\.cart, .shared, until: .session) var cart
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - scope: The scope.
    ///   - lease: The lease.
    @available(
        *,
        unavailable,
        message: "only @Injected binds to a lease: write @Injected(keyPath, scope, until: lease)"
    )
    public init(_ key: KeyPath<DefaultValues, Value>, _ scope: Scope = .temporary, until lease: Lease) {
        fatalError("unavailable")
    }

    /// A lifespan written before a scope: not available, so the compiler points at the right order.
    ///
    /// ```swift
    /// @MainActor final class AccountModel {
    ///     @Resolved(\.session, .shared, .permanent) var session   // scope, then lifespan
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - lifespan: The lifespan, which belongs after the scope.
    ///   - scope: The scope, which belongs before the lifespan.
    @available(*, unavailable, message: "write the scope before the lifespan: @Resolved(keyPath, scope, lifespan)")
    public init(_ key: KeyPath<DefaultValues, Value>, _ lifespan: Lifespan, _ scope: Scope) {
        fatalError("unavailable")
    }

    /// The instance, resolved when the consumer was created.
    ///
    /// Assigning replaces the instance of this property only, and lets go of a `.shared` + `.local`
    /// instance the property kept shared. On a struct consumer the assignment affects this copy alone.
    ///
    /// ```swift
    /// model.downloader = MockDownloader()   // same as model.injecting(MockDownloader(), for: \.downloader)
    /// ```
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            if hold != nil { hold = ResolvedHold.frame(in: hold) }
        }
    }
}
