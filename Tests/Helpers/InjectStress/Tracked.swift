import Inject

/// An instance with a number, so the model check can follow identities and lifetimes.
final class Tracked: Sendable {
    let id: Int
    let key: Int
    /// What the default of a chain key (3 to 5) resolved for it, with `resolve`.
    let inner: Tracked?

    init(key: Int, inner: Tracked? = nil) {
        self.key = key
        self.inner = inner
        // Defaults and the check itself create instances on the main actor.
        id = MainActor.assumeIsolated { Tracked.issueID() }
        MainActor.assumeIsolated { Tracked.live += 1 }
    }

    deinit {
        // Released wherever the last reference goes, which is the main actor in these checks.
        MainActor.assumeIsolated { Tracked.live -= 1 }
    }

    @MainActor private static var nextID = 0
    /// How many instances exist right now.
    @MainActor static var live = 0

    @MainActor private static func issueID() -> Int {
        nextID += 1
        return nextID
    }
}

extension DefaultValues {
    var stress0: Tracked { Tracked(key: 0) }
    var stress1: Tracked { Tracked(key: 1) }
    var stress2: Tracked { Tracked(key: 2) }
    /// Chains: defaults that resolve `\.stress0` in the resolving point's frame, each with one of the
    /// scopes and lifespans that `resolve` keeps something for.
    var stressChainShared: Tracked { Tracked(key: 3, inner: resolve(\.stress0, .shared)) }
    var stressChainSharedPermanent: Tracked { Tracked(key: 4, inner: resolve(\.stress0, .shared, .permanent)) }
    var stressChainPermanent: Tracked { Tracked(key: 5, inner: resolve(\.stress0, .permanent)) }
    /// One instance per frame, kept for good by the frame unless it has ended.
    var stressPermanentDefault: Tracked { permanent { Tracked(key: 6) } }
}

/// The key path of dependency `index`: 0 to 2 plain, 3 to 5 chains to 0 (see ``ReferenceModel/chains``),
/// 6 a `permanent { }` default.
func stressKey(_ index: Int) -> KeyPath<DefaultValues, Tracked> {
    switch index {
    case 0: \.stress0
    case 1: \.stress1
    case 2: \.stress2
    case 3: \.stressChainShared
    case 4: \.stressChainSharedPermanent
    case 5: \.stressChainPermanent
    default: \.stressPermanentDefault
    }
}

/// A consumer with one injection point, configured at run time.
final class StressConsumer: Injectable {
    @Injected var point: Tracked

    init(key: Int, scope: Scope, lifespan: Lifespan) {
        _point = Injected(stressKey(key), scope, lifespan)
    }

    init(key: Int, scope: Scope, until lease: Lease) {
        _point = Injected(stressKey(key), scope, until: lease)
    }
}

/// A consumer whose point resolves when it is created (`@Resolved`), configured at run time.
@MainActor
final class StressResolvedConsumer: Injectable {
    @Resolved var point: Tracked

    init(key: Int, scope: Scope, lifespan: Lifespan) {
        _point = Resolved(stressKey(key), scope, lifespan)
    }
}
