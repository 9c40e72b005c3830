/// The least that finding an existing instance by its key path costs: hand-written, not a container.
///
/// A property declared `@Resolved(\.service, .shared, .permanent)` names its dependency by a key path
/// literal and nothing else, so any design that keeps that declaration has to form the literal (the
/// runtime's `swift_getKeyPath`, which returns its cached object retained, released after use), map the
/// object to the instance, and retain the instance it stores. This table does that and nothing more:
/// no frames, overrides, lifespans or main-actor check, no record of the resolution, and no thread
/// safety beyond being immutable once made. Scenario 3 measures a consumer that finds its five
/// instances here (InjectBenchmarks, InjectCallgrind's `create-keypath-floor`, InjectPaired), so its
/// ratio to the baseline is a floor under issue 12's row 3 for any resolution by key path
/// (Benchmarks/README.md, "A floor under row 3").
///
/// Inlinable, so that each consumer's module specializes the lookup and inlines it where the literal
/// is formed, as Inject's own property wrappers are.
public final class KeyPathLookupFloor<Instance: AnyObject & Sendable>: Sendable {
    /// Slots of the open-addressed table: a power of two, more than twice the keys it may hold.
    @inlinable static var slotCount: Int { 16 }
    @usableFromInline let keys: [ObjectIdentifier?]
    @usableFromInline let instances: [Instance?]

    /// Makes a table of `entries`, each an instance under the key path that names it.
    public init(_ entries: [(AnyKeyPath, Instance)]) {
        precondition(entries.count < Self.slotCount / 2, "a sparse table keeps probes short")
        var keys = [ObjectIdentifier?](repeating: nil, count: Self.slotCount)
        var instances = [Instance?](repeating: nil, count: Self.slotCount)
        for (keyPath, instance) in entries {
            let key = ObjectIdentifier(keyPath)
            var slot = Self.slot(of: key)
            while keys[slot] != nil { slot = (slot + 1) & (Self.slotCount - 1) }
            keys[slot] = key
            instances[slot] = instance
        }
        self.keys = keys
        self.instances = instances
    }

    /// The instance under `keyPath`, which must be one the table was made with.
    @inlinable @inline(__always)
    public func instance(for keyPath: AnyKeyPath) -> Instance {
        let key = ObjectIdentifier(keyPath)
        var slot = Self.slot(of: key)
        while keys[slot] != key { slot = (slot + 1) & (Self.slotCount - 1) }
        return instances[slot].unsafelyUnwrapped
    }

    /// The first slot to probe: the object's address without its alignment bits.
    @inlinable @inline(__always)
    static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (slotCount - 1)
    }
}
