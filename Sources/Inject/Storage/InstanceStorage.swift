/// The instances one resolution scope keeps: shared ones by key path, and permanent ones.
///
/// The global storage belongs to ``ResolutionScope/root``; every scope opened with `withInjected`
/// has a storage of its own, so instances resolved inside it never leak out. Tables are keyed by the
/// key path's value (two spellings of `\.x` are one key), never by an object address that could be
/// reused after deallocation.
@MainActor
package final class InstanceStorage {
    /// `.shared` + `.temporary`: held weakly, alive while an injection point holds it.
    private var sharedTemporary: [DependencyKey: WeakSharedInstance] = [:]
    /// `.shared` + `.permanent`: held until ``removeAll()``.
    private var sharedPermanent: [DependencyKey: AnyObject] = [:]
    /// Defaults declared with `permanent { }`: held until ``removeAll()``.
    private var declaredPermanent: [DependencyKey: Any] = [:]
    /// `.local` + `.permanent`: one entry per resolution, held until ``removeAll()``.
    private var retained: [AnyObject] = []

    nonisolated package init() {}

    /// The live shared temporary instance for `key`, or a new one made by `make` and recorded.
    func sharedTemporary<Value>(
        for key: DependencyKey,
        make: (inout ValueSource) -> Value
    ) -> SharedInstance<Value> {
        if let holder = sharedTemporary[key]?.holder as? SharedInstance<Value> {
            return holder
        }
        var source = ValueSource.defaultValue
        let value = make(&source)
        let holder = SharedInstance(value, source: source)
        sharedTemporary[key] = WeakSharedInstance(holder: holder)
        return holder
    }

    /// The shared permanent instance for `key`, or a new one made by `make` and kept.
    func sharedPermanent<Value>(
        for key: DependencyKey,
        make: (inout ValueSource) -> Value
    ) -> SharedInstance<Value> {
        if let holder = sharedPermanent[key] as? SharedInstance<Value> {
            return holder
        }
        var source = ValueSource.defaultValue
        let value = make(&source)
        let holder = SharedInstance(value, source: source)
        sharedPermanent[key] = holder
        return holder
    }

    /// The instance a `permanent { }` default made for `key`, if any.
    func declaredPermanent(for key: DependencyKey) -> Any? {
        declaredPermanent[key]
    }

    /// Keeps the instance a `permanent { }` default made for `key`.
    func keepDeclaredPermanent(_ value: Any, for key: DependencyKey) {
        declaredPermanent[key] = value
    }

    /// Keeps a new instance alive until ``removeAll()``, and returns it with its source.
    func retained<Value>(_ make: (inout ValueSource) -> Value) -> SharedInstance<Value> {
        var source = ValueSource.defaultValue
        let value = make(&source)
        let holder = SharedInstance(value, source: source)
        retained.append(holder)
        return holder
    }

    /// Forgets the shared and declared-permanent instances of `key`, so the next resolution makes a new one.
    func removeShared(for key: DependencyKey) {
        sharedTemporary[key] = nil
        sharedPermanent[key] = nil
        declaredPermanent[key] = nil
    }

    /// Forgets every instance. Injection points that already resolved keep theirs.
    func removeAll() {
        sharedTemporary.removeAll()
        sharedPermanent.removeAll()
        declaredPermanent.removeAll()
        retained.removeAll()
    }

    /// How many instances this storage keeps alive right now, for tests and diagnostics.
    var liveInstanceCount: Int {
        sharedTemporary.values.count { $0.holder != nil } + sharedPermanent.count + declaredPermanent.count
            + retained.count
    }
}
