/// A lifetime the app ends itself, such as a signed-in user's session.
///
/// Bind an injection point to it with `until:`. Its instances live until ``end()``, which releases all
/// of them at once, including the ones that injection points already hold; the next read after that
/// makes fresh ones, bound to the same lifetime.
///
/// ```swift
/// extension Lifetime {
///     static let session = Lifetime()
/// }
///
/// final class CartScreenModel {
///     @Injected(\.cart, .shared, until: .session) var cart
/// }
///
/// func signOut() { Lifetime.session.end() }
/// ```
///
/// With `.shared`, every point bound to the lifetime shares one instance per key path; with
/// `.temporary`, each point has its own. Lifetime-bound points follow the same rules as every other
/// point: overrides at every level apply when an instance is made, and each `withInjected` scope (so
/// each isolated test) keeps its own instances of the lifetime. ``end()`` ends the lifetime in the
/// scope it is called from and in the scopes opened inside it: called from the app, it ends everywhere;
/// called from an isolated test, it ends that test's instances only. ``DefaultValues/reset(fileID:line:)``
/// ends every lifetime in the global scope.
public final class Lifetime: Sendable {
    /// The scopes that hold instances of this lifetime, weakly (each scope owns its instances), by
    /// identity; an entry whose scope is gone is replaced or pruned.
    @MainActor private var scopes: [ObjectIdentifier: WeakScope] = [:]
    /// When ``scopes`` reaches this size, entries of released scopes are pruned (amortized).
    @MainActor private var pruneThreshold = 64

    /// Creates a lifetime that lasts until you call ``end()``.
    ///
    /// ```swift
    /// let session = Lifetime()
    /// ```
    public init() {}

    /// Releases every instance bound to this lifetime in the current scope and the scopes opened
    /// inside it, including those injection points hold.
    ///
    /// The lifetime can be used again: the next read of a bound injection point makes a new instance.
    ///
    /// ```swift
    /// Lifetime.session.end()   // on sign-out
    /// ```
    @MainActor
    public func end() {
        let current = ResolutionScope.current ?? .root
        for scope in liveScopes() where scope.isWithin(current) {
            scope.storage.end(self)
        }
    }

    /// The instances of this lifetime in `scope`, recording the scope so that ``end()`` finds it.
    @MainActor
    func instances(in scope: ResolutionScope) -> LifetimeInstances {
        let id = ObjectIdentifier(scope)
        if scopes[id]?.scope !== scope {
            if scopes.count >= pruneThreshold {
                _ = liveScopes()
                pruneThreshold = max(64, scopes.count * 2)
            }
            scopes[id] = WeakScope(scope: scope)
        }
        return scope.storage.instances(boundTo: self)
    }

    /// How many instances are bound to this lifetime in the current scope and the scopes inside it,
    /// for tests and diagnostics.
    @MainActor
    package var liveInstanceCount: Int {
        let current = ResolutionScope.current ?? .root
        return liveScopes().filter { $0.isWithin(current) }.reduce(0) {
            $0 + $1.storage.liveInstanceCount(boundTo: self)
        }
    }

    /// The scopes still alive, after dropping the entries of released ones.
    @MainActor
    private func liveScopes() -> [ResolutionScope] {
        scopes = scopes.filter { $0.value.scope != nil }
        return scopes.values.compactMap(\.scope)
    }
}

private struct WeakScope {
    weak var scope: ResolutionScope?
}
