// Injecting: the API of a consumer. `@Injected` with its `Scope` and `Lifespan`, leases the app
// ends itself, `Injectable` and `resolve` for where a property wrapper cannot go.

/// A property whose value Inject supplies from ``DefaultValues``.
///
/// Name the dependency by its key path, and optionally choose a ``Scope`` and a ``Lifespan``
/// (`.temporary` and `.local` by default). Nothing resolves when the consumer is created: the first
/// read, on the main actor, makes or finds the instance, and later reads return it without a call: the
/// property's injection point, then the instance it keeps.
///
/// ```swift
/// final class FeedModel: Injectable {
///     @Injected(\.imageDownloader) var downloader                       // .temporary, .local
///     @Injected(\.analytics, .shared, .permanent) var analytics
///     @Injected(\.cache, scope: .shared, lifespan: .local) var cache
/// }
/// ```
///
/// The property is main-actor isolated, whatever the consumer's isolation: main-actor code reads it
/// directly, an actor reads it with `await` (the dependency must then be `Sendable`), and a
/// nonisolated synchronous context cannot read it at all. `Injected` is `Sendable`: its state is
/// isolated to the main actor.
///
/// To replace the instance of one injection point, use
/// ``Injectable/injecting(_:for:fileID:line:)-(_,WritableKeyPath<Self,Value>,StaticString,UInt)``, assign
/// to the property, or call ``override(_:)`` on its projected value (`$downloader`). Every `@Injected`
/// property holds one small reference; copies of a struct consumer share that reference, so they share
/// the instance, and what ``override(_:)`` gives it, until one of them is assigned a value or replaced
/// with `injecting(_:for:)`.
///
/// To resolve when the consumer is created instead, and read at the cost of a stored property, use
/// ``Resolved``.
@propertyWrapper
public struct Injected<Value>: Sendable {
    @usableFromInline
    package var point: InjectionPoint<Value>

    /// Injects `key` with the default scope and lifespan, or with the scope (then lifespan) you pass.
    ///
    /// Nothing resolves here. The property notes the `withInjected` frame it is created in, if any, and
    /// resolves on its first read, so `injecting(_:for:)` and ``override(_:)`` can still replace it; a
    /// property that is never read never makes its instance.
    ///
    /// ```swift
    /// final class FeedModel {
    ///     @Injected(\.imageDownloader) var downloader
    ///     @Injected(\.analytics, .shared, .permanent) var analytics
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: Which injection points share the instance; `.temporary` by default.
    ///   - lifespan: How long the instance lives; `.local` by default.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        _ scope: Scope = .temporary,
        _ lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        point = InjectionPoint(
            dependency: Dependency(key),
            scope: scope,
            lifespan: lifespan,
            location: SourceLocation(fileID: fileID, line: line),
            frame: InjectionFrame.currentIfAny
        )
    }

    /// Injects `key` with a lifespan and the default scope.
    ///
    /// `@Injected(\.uploadJob, .permanent)` is `@Injected(\.uploadJob, .temporary, .permanent)`: the point
    /// gets an instance of its own, which Inject keeps alive after the consumer is gone.
    ///
    /// ```swift
    /// final class UploadScreenModel {
    ///     @Injected(\.uploadJob, .permanent) var job          // .temporary, .permanent
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        _ lifespan: Lifespan,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, .temporary, lifespan, fileID: fileID, line: line)
    }

    /// Injects `key` with a labelled scope and an optional labelled lifespan.
    ///
    /// It means the same as the unlabelled form, `@Injected(\.cache, .shared, .local)`, for code that
    /// prefers to name its arguments. The labels fix the order too: scope first, then lifespan.
    ///
    /// ```swift
    /// final class FeedModel {
    ///     @Injected(\.cache, scope: .shared, lifespan: .local) var cache
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: Which injection points share the instance.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        scope: Scope,
        lifespan: Lifespan = .local,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, scope, lifespan, fileID: fileID, line: line)
    }

    /// Injects `key` with a labelled lifespan and the default scope.
    ///
    /// It means the same as ``init(_:_:fileID:line:)``, `@Injected(\.network, .permanent)`: a
    /// `.temporary` point whose instance Inject keeps alive.
    ///
    /// ```swift
    /// final class SyncModel {
    ///     @Injected(\.network, lifespan: .permanent) var network
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - lifespan: How long the instance lives.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    @inlinable
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        lifespan: Lifespan,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(key, .temporary, lifespan, fileID: fileID, line: line)
    }

    /// A lifespan written before a scope: not available, so the compiler points at the right order.
    ///
    /// ```swift
    /// final class AccountModel {
    ///     @Injected(\.session, .shared, .permanent) var session   // scope, then lifespan
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - lifespan: The lifespan, which belongs after the scope.
    ///   - scope: The scope, which belongs before the lifespan.
    @available(*, unavailable, message: "write the scope before the lifespan: @Injected(keyPath, scope, lifespan)")
    public init(_ key: KeyPath<DefaultValues, Value>, _ lifespan: Lifespan, _ scope: Scope) {
        fatalError("unavailable")
    }

    /// A labelled lifespan written before a labelled scope: not available, so the compiler points at
    /// the right order.
    ///
    /// ```swift
    /// final class AccountModel {
    ///     @Injected(\.session, scope: .shared, lifespan: .permanent) var session
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - lifespan: The lifespan, which belongs after the scope.
    ///   - scope: The scope, which belongs before the lifespan.
    @available(
        *,
        unavailable,
        message: "write the scope before the lifespan: @Injected(keyPath, scope: scope, lifespan: lifespan)"
    )
    public init(_ key: KeyPath<DefaultValues, Value>, lifespan: Lifespan, scope: Scope) {
        fatalError("unavailable")
    }

    /// An initial value on an injected property: not available, so the compiler says where the value
    /// comes from.
    ///
    /// ```swift
    /// final class RetryModel {
    ///     @Injected(\.retryCount) var retries   // no `= 3`: the default is declared in DefaultValues
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value, which an injected property cannot have.
    ///   - key: The dependency.
    ///   - scope: The scope.
    ///   - lifespan: The lifespan.
    @available(
        *,
        unavailable,
        message: "an injected property has no initial value: declare its default in DefaultValues"
    )
    public init(
        wrappedValue: Value,
        _ key: KeyPath<DefaultValues, Value>,
        _ scope: Scope = .temporary,
        _ lifespan: Lifespan = .local
    ) {
        fatalError("unavailable")
    }

    /// A lifespan beside a lease: not available, because the lease decides how long the instance lives.
    ///
    /// ```swift
    /// final class CartScreenModel {
    ///     @Injected(\.cart, .shared, until: .session) var cart   // no lifespan
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency.
    ///   - scope: The scope.
    ///   - lifespan: The lifespan, which a lease replaces.
    ///   - lease: The lease.
    @available(
        *,
        unavailable,
        message: "a lease decides how long the instance lives: write @Injected(keyPath, scope, until: lease)"
    )
    public init(_ key: KeyPath<DefaultValues, Value>, _ scope: Scope, _ lifespan: Lifespan, until lease: Lease) {
        fatalError("unavailable")
    }

    /// Injects `key` with instances bound to a ``Lease`` that the app ends itself.
    ///
    /// The lease takes the place of a lifespan: the instance lives until the lease ends, even if the
    /// consumer lets go of it, and the first read after that makes a new one, bound to the same lease. A
    /// lease ends by ``Lease/end(fileID:line:)`` called in the point's frame or around it, by
    /// ``DefaultValues/reset(fileID:line:)``, or, for a test's instances, when the test ends.
    ///
    /// ```swift
    /// final class CartScreenModel {
    ///     @Injected(\.cart, .shared, until: .session) var cart
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into ``DefaultValues``.
    ///   - scope: `.shared` for one instance per key path in the lease, `.temporary` (the default) for one
    ///     per injection point.
    ///   - lease: The lease; ``Lease/end(fileID:line:)`` releases the instance.
    ///   - fileID: Where the property is declared, for messages.
    ///   - line: Where the property is declared, for messages.
    public init(
        _ key: KeyPath<DefaultValues, Value>,
        _ scope: Scope = .temporary,
        until lease: Lease,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        point = InjectionPoint(
            dependency: Dependency(key),
            scope: scope,
            lifespan: .local,
            lease: lease,
            location: SourceLocation(fileID: fileID, line: line),
            frame: InjectionFrame.currentIfAny
        )
    }

    /// The instance: resolved on the first read, the same instance on every later read.
    ///
    /// Assigning replaces the instance of this injection point only. On a struct consumer the
    /// assignment affects this copy alone; copies made earlier keep their instance.
    ///
    /// ```swift
    /// model.downloader = MockDownloader()   // same as model.injecting(MockDownloader(), for: \.downloader)
    /// ```
    ///
    /// Unless the property has an observer that reads `oldValue`: Swift then reads the property before
    /// it assigns it, and that read resolves an unresolved point (on a struct, the point the copy still
    /// shares with its original, which then holds the default). `injecting(_:for:)` resolves nothing
    /// there: an unresolved point gives the observer the replacement as its `oldValue`.
    @MainActor @inlinable
    public var wrappedValue: Value {
        get { point.value }
        set { point = point.replaced(with: newValue) }
    }

    /// The instance, read through the class, actor or observable object that declares the property.
    ///
    /// The compiler calls this instead of ``wrappedValue`` when the property belongs to a class (an
    /// actor or an `@Observable` class included); you never call it yourself. It behaves as
    /// ``wrappedValue`` does: resolved on the first read, the same instance on every later read, and
    /// an assignment replaces the instance of this injection point only.
    ///
    /// ```swift
    /// final class FeedModel {
    ///     @Injected(\.imageDownloader) var downloader
    /// }
    /// let downloader = FeedModel().downloader   // read through this subscript
    /// ```
    ///
    /// - Parameters:
    ///   - consumer: The object that declares the property.
    ///   - wrappedKeyPath: The property, as the object's key path.
    ///   - storageKeyPath: The property's `Injected` storage, as the object's key path.
    @MainActor @inlinable
    public static subscript<Consumer: AnyObject>(
        _enclosingInstance consumer: Consumer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Consumer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Consumer, Injected<Value>>
    ) -> Value {
        // Inlined into the consumer's accessor, where both key paths are literals that the optimizer
        // turns into direct field accesses; a call would project them at run time.
        @inline(__always) get {
            // Fast path: a resolved point is one load from the consumer and one from the point. The
            // instance is read again after the slow path rather than returned from it, so that both
            // paths end in the same load: the caller then borrows the instance, which the consumer
            // keeps alive, instead of retaining and releasing it around every read (the getter
            // returns its value owned, and a value merged from two paths must be retained).
            if consumer[keyPath: storageKeyPath].point.instance == nil {
                consumer[keyPath: storageKeyPath].point.resolveInPlace()
            }
            return consumer[keyPath: storageKeyPath].point.instance!
        }
        @inline(__always) set {
            // In place, on the point's main-actor state: the consumer's storage is only read here. An
            // actor's storage belongs to the actor, which reads it on its own executor (`$x`, `_x`), so
            // storing a new point in it from the main actor would race with those reads. A class has no
            // copies to keep apart, unlike a struct consumer, whose setter gives the copy a new point.
            consumer[keyPath: storageKeyPath].point.replace(with: newValue)
        }
    }

    /// The injection point itself, to replace its instance or see where it came from.
    ///
    /// Reading `$property` resolves nothing: ``isResolved`` and ``source`` report the point as it is, and
    /// ``override(_:)`` works before or after the first read.
    ///
    /// ```swift
    /// model.$downloader.override(MockDownloader())
    /// ```
    public var projectedValue: Injected<Value> { self }

    /// Replaces the instance of this injection point.
    ///
    /// The replacement is used from now on, even if the point had already resolved. Copies of a struct
    /// consumer that share this injection point see the replacement too; use
    /// ``Injectable/injecting(_:for:fileID:line:)-(_,WritableKeyPath<Self,Value>,StaticString,UInt)`` for a
    /// copy of its own.
    ///
    /// ```swift
    /// @MainActor final class FeedModel {
    ///     @Injected(\.imageDownloader) var downloader
    ///     func useOffline() { _downloader.override(OfflineDownloader()) }
    /// }
    /// ```
    ///
    /// - Parameter value: The instance to use. Its type is the dependency's type, checked at compile time.
    @MainActor
    public func override(_ value: Value) {
        point.replace(with: value)
    }

    /// Whether the injection point has an instance yet.
    ///
    /// It becomes `true` on the first read of the property, or when a replacement is given to the point
    /// (``override(_:)``, an assignment, `injecting(_:for:)`). Only the end of a ``Lease`` the point is
    /// bound to makes it `false` again, unless the instance was a replacement given to the point.
    ///
    /// ```swift
    /// let model = FeedModel()
    /// print(model.$downloader.isResolved)   // false: nothing resolves before the first read
    /// ```
    @MainActor
    public var isResolved: Bool { point.inspected("isResolved").instance != nil }

    /// Which level supplied the instance, or `nil` while the point has none: before its first read or a
    /// replacement, and after the end of a ``Lease`` it is bound to.
    ///
    /// A test reads it to check that a replacement reached the point, rather than the default: the point's
    /// own replacement, a `withInjected` frame's, a global override, or the declared default.
    ///
    /// ```swift
    /// _ = model.downloader
    /// print(model.$downloader.source!)   // defaultValue
    /// ```
    @MainActor
    public var source: ValueSource? { point.inspected("source").source }
}
