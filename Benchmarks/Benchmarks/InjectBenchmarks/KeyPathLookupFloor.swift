import Inject

/// The least that finding an existing instance by its key path costs: hand-written, not a container.
///
/// A property declared `@Resolved(\.benchFive1, .shared, .permanent)` names its dependency by a key
/// path literal and nothing else, so any design that keeps that declaration has to form the literal
/// (the runtime's `swift_getKeyPath`, which returns its cached object retained, released after use),
/// map the object to the instance, and retain the instance it stores. This table does that and
/// nothing more: no frames, overrides, lifespans or main-actor check, no record of the resolution, and
/// no thread safety beyond being immutable once made. Scenario 3 measures a consumer that finds its
/// five instances here, so the ratio of that row to the baseline is a floor under issue 12's row 3
/// for resolution by key path (Benchmarks/README.md, "A floor under row 3").
final class KeyPathLookupFloor: Sendable {
    /// Slots of the open-addressed table: a power of two, more than twice the keys any scenario gives it.
    private static let slotCount = 16
    private let keys: [ObjectIdentifier?]
    private let instances: [SmallService?]

    /// Makes a table of `entries`, each an instance under the key path that names it.
    init(_ entries: [(AnyKeyPath, SmallService)]) {
        precondition(entries.count < Self.slotCount / 2, "a sparse table keeps probes short")
        var keys = [ObjectIdentifier?](repeating: nil, count: Self.slotCount)
        var instances = [SmallService?](repeating: nil, count: Self.slotCount)
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
    @inline(__always)
    func instance(for keyPath: AnyKeyPath) -> SmallService {
        let key = ObjectIdentifier(keyPath)
        var slot = Self.slot(of: key)
        while keys[slot] != key { slot = (slot + 1) & (Self.slotCount - 1) }
        return instances[slot].unsafelyUnwrapped
    }

    /// The first slot to probe: the object's address without its alignment bits.
    @inline(__always)
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (slotCount - 1)
    }
}

/// Scenario 3's five instances under their key paths, made once, before the first sample.
let fiveByKeyPath = KeyPathLookupFloor(
    [
        (\DefaultValues.benchFive1, SmallService(id: 1)),
        (\DefaultValues.benchFive2, SmallService(id: 2)),
        (\DefaultValues.benchFive3, SmallService(id: 3)),
        (\DefaultValues.benchFive4, SmallService(id: 4)),
        (\DefaultValues.benchFive5, SmallService(id: 5)),
    ]
)

/// Scenario 3's consumer with each property found by its key path in `fiveByKeyPath`.
final class FiveLookedUp {
    let one: SmallService
    let two: SmallService
    let three: SmallService
    let four: SmallService
    let five: SmallService

    init() {
        let table = fiveByKeyPath
        one = table.instance(for: \DefaultValues.benchFive1)
        two = table.instance(for: \DefaultValues.benchFive2)
        three = table.instance(for: \DefaultValues.benchFive3)
        four = table.instance(for: \DefaultValues.benchFive4)
        five = table.instance(for: \DefaultValues.benchFive5)
    }
}
