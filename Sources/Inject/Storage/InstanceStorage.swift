/// The instances one resolution scope keeps: shared ones by key path, and permanent ones.
///
/// The global storage belongs to ``ResolutionScope/root``; every scope opened with `withInjected`
/// has a storage of its own, so instances resolved inside it never leak out. Tables are keyed by the
/// key path's value (two spellings of `\.x` are one key), never by an object address that could be
/// reused after deallocation.
@MainActor
package final class InstanceStorage {
    /// `.shared` + `.local`: held weakly, alive while an injection point holds it.
    private var sharedLocal: [DependencyKey: WeakSharedInstance] = [:]
    /// `.shared` + `.permanent`: held until ``removeAll()``.
    private var sharedPermanent: [DependencyKey: AnyObject] = [:]
    /// Defaults declared with `permanent { }`: held until ``removeAll()``.
    private var declaredPermanent: [DependencyKey: Any] = [:]
    /// `.temporary` + `.permanent`: one entry per resolution, held until ``removeAll()``.
    private var retained: [Any] = []
    /// Instances bound to a ``Lifetime``, per lifetime, until it ends or ``removeAll()``.
    private var lifetimes: [ObjectIdentifier: LifetimeInstances] = [:]

    nonisolated package init() {}

    /// The live `.shared` + `.local` holder of `key`, if an injection point still holds one.
    func sharedLocal<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        sharedLocal[key]?.holder as? SharedInstance<Value>
    }

    /// Records the holder of a new `.shared` + `.local` instance, weakly.
    func keepSharedLocal<Value>(_ holder: SharedInstance<Value>, for key: DependencyKey) {
        sharedLocal[key] = WeakSharedInstance(holder: holder)
    }

    /// The `.shared` + `.permanent` holder of `key`, if one was made.
    func sharedPermanent<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        sharedPermanent[key] as? SharedInstance<Value>
    }

    /// Keeps the holder of a new `.shared` + `.permanent` instance until ``removeAll()``.
    func keepSharedPermanent<Value>(_ holder: SharedInstance<Value>, for key: DependencyKey) {
        sharedPermanent[key] = holder
    }

    /// The instance a `permanent { }` default made for `key`, if any.
    func declaredPermanent(for key: DependencyKey) -> Any? {
        declaredPermanent[key]
    }

    /// Keeps the instance a `permanent { }` default made for `key`.
    func keepDeclaredPermanent(_ value: Any, for key: DependencyKey) {
        declaredPermanent[key] = value
    }

    /// Keeps a `.temporary` + `.permanent` instance alive until ``removeAll()``.
    func retain(_ value: Any) {
        retained.append(value)
    }

    /// The instances `lifetime` holds in this storage's scope, made on first use.
    ///
    /// Keyed by the lifetime's identity, checked against a weak reference, so a lifetime allocated at
    /// the address of one that was released never finds the released one's instances.
    func instances(boundTo lifetime: Lifetime) -> LifetimeInstances {
        let key = ObjectIdentifier(lifetime)
        if let existing = lifetimes[key], existing.lifetime === lifetime { return existing }
        let made = LifetimeInstances(lifetime: lifetime)
        lifetimes[key] = made
        return made
    }

    /// Ends `lifetime` in this storage's scope: its instances here are released, also from the points
    /// that hold them.
    func end(_ lifetime: Lifetime) {
        let key = ObjectIdentifier(lifetime)
        guard let instances = lifetimes[key], instances.lifetime === lifetime else { return }
        lifetimes[key] = nil
        instances.end()
    }

    /// Forgets the shared and declared-permanent instances of `key`, here and in every lifetime's table,
    /// so the next resolution makes a new one.
    func removeShared(for key: DependencyKey) {
        sharedLocal[key] = nil
        sharedPermanent[key] = nil
        declaredPermanent[key] = nil
        for instances in lifetimes.values {
            instances.storage.removeShared(for: key)
        }
    }

    /// Forgets every instance and ends every lifetime in this scope.
    ///
    /// Injection points that already resolved keep their instances, except lifetime-bound ones, which
    /// let go of them as ``Lifetime/end()`` makes them do.
    func removeAll() {
        sharedLocal.removeAll()
        sharedPermanent.removeAll()
        declaredPermanent.removeAll()
        retained.removeAll()
        let ending = lifetimes.values
        lifetimes.removeAll()
        for instances in ending {
            instances.end()
        }
    }

    /// How many instances this storage keeps alive right now, lifetime-bound ones included, for tests
    /// and diagnostics.
    var liveInstanceCount: Int {
        sharedLocal.values.count { $0.holder != nil } + sharedPermanent.count + declaredPermanent.count
            + retained.count + lifetimes.values.reduce(0) { $0 + $1.storage.liveInstanceCount }
    }

    /// How many instances `lifetime` holds in this storage's scope.
    func liveInstanceCount(boundTo lifetime: Lifetime) -> Int {
        let key = ObjectIdentifier(lifetime)
        guard let instances = lifetimes[key], instances.lifetime === lifetime else { return 0 }
        return instances.storage.liveInstanceCount
    }
}
