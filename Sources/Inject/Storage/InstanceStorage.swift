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

    /// Forgets the shared and declared-permanent instances of `key`, so the next resolution makes a new one.
    func removeShared(for key: DependencyKey) {
        sharedLocal[key] = nil
        sharedPermanent[key] = nil
        declaredPermanent[key] = nil
    }

    /// Forgets every instance. Injection points that already resolved keep theirs.
    func removeAll() {
        sharedLocal.removeAll()
        sharedPermanent.removeAll()
        declaredPermanent.removeAll()
        retained.removeAll()
    }

    /// How many instances this storage keeps alive right now, for tests and diagnostics.
    var liveInstanceCount: Int {
        sharedLocal.values.count { $0.holder != nil } + sharedPermanent.count + declaredPermanent.count
            + retained.count
    }
}
