/// A storage's `.shared` instances, and the instances its `permanent { }` calls made, by the identity of
/// the key path object that found or made them.
///
/// The storage's own tables are keyed by the key path's value, so that `\.x` written in two places is
/// one key; hashing that value walks the key path's components (about 390 instructions). A key path
/// literal, though, is one object for the life of the process, so the next injection point declared
/// with it finds the instance here by the object's address instead.
///
/// Each entry holds its key path object, so no other key path can be allocated at that address while
/// the entry exists: an address here always names the key path it was recorded for. The entries are a
/// cache of the storage's tables: an instance that is not here is looked up there, and the storage
/// empties this whenever it forgets a shared instance. When a `.shared` + `.local` instance goes, the
/// storage forgets the entries of the key path objects that recorded it (``forgetLocal(for:)``), so a
/// key path formed at run time (with subscript arguments, a new object each time) and its arguments
/// live no longer than the instance. Entries that hold instances kept for good (`.shared` +
/// `.permanent`, `permanent { }`) stay until the storage forgets them all; the table stops recording at
/// ``limit`` entries: enough for every key path literal of a large app (the scale benchmark declares
/// 10,000 keys), and at most that many key path objects, with their subscript arguments, kept alive.
///
/// The table is open-addressed, indexed by a multiplicative hash of the object's address, and probed
/// linearly: a lookup is a multiplication, a shift and a comparison of addresses, where a dictionary
/// keyed by `ObjectIdentifier` would hash the address with SipHash (about 90 instructions, the largest
/// cost of finding a `.shared` instance). An entry is removed by backward-shift deletion, so the table
/// needs no tombstones; it doubles when half full, and keeps its size when entries go.
///
/// A class, so that a lookup reads the table in place rather than copying it out of the storage (which
/// retains and releases it). Its state is exempt from dynamic exclusivity checks for the reason
/// ``InstanceStorage``'s is.
@MainActor
final class SharedInstancesByKeyPathObject {
    /// The most key path objects recorded.
    static let limit = 16_384

    /// One key path object and the instances it found or made.
    private struct Entry {
        /// Kept alive so that its address names it; `nil` in an empty slot.
        var keyPath: AnyKeyPath?
        /// The `.shared` + `.permanent` instance, which the storage keeps too.
        var permanent: AnyObject?
        /// The other instances, made when the first is recorded: an entry with a weak reference in it is
        /// copied whole out of the array to read one field, weak reference and all (200 instructions more
        /// on every `.local` lookup), and every field the entry grows by costs every lookup a few.
        var others: OtherInstances?
    }

    /// The instances of a key path object other than its `.shared` + `.permanent` one; exempt from dynamic
    /// exclusivity checks for the reason the table is.
    private final class OtherInstances {
        /// The `.shared` + `.local` instance, held weakly, as the storage holds it.
        @exclusivity(unchecked) weak var local: AnyObject?
        /// What the first `permanent { }` call of the key path's default made, which the storage keeps
        /// too: nearly always the only one.
        @exclusivity(unchecked) var permanentDefault: PermanentDefault?
        /// What its other `permanent { }` calls made, one per call site and type.
        @exclusivity(unchecked) var otherPermanentDefaults: [PermanentDefault] = []
    }

    /// The slots: empty until the first entry, then a power of two, at most half full.
    @exclusivity(unchecked) private var slots: [Entry] = []
    /// How many slots hold a key path object.
    @exclusivity(unchecked) private(set) var count = 0
    /// `64 - log2(slots.count)`: shifting the hashed address right by this gives a slot index.
    @exclusivity(unchecked) private var shift = 64

    nonisolated init() {}

    /// The `.shared` instance with `lifespan` recorded for the object `keyPath`.
    ///
    /// Inlined into the resolver's direct path, with what it calls (``InstanceStorage``).
    @inline(__always)
    func shared(_ lifespan: Lifespan, for keyPath: AnyKeyPath) -> AnyObject? {
        guard let index = index(of: keyPath) else { return nil }
        switch lifespan {
        case .permanent: return slots[index].permanent
        case .local: return slots[index].others?.local
        }
    }

    /// The instance that the `permanent { }` call at `site` made as `type`, recorded for the object
    /// `keyPath`.
    func permanentDefault(for keyPath: AnyKeyPath, at site: PermanentDefault.Site, ofType type: ObjectIdentifier)
        -> AnyObject?
    {
        guard let index = index(of: keyPath), let others = slots[index].others else { return nil }
        if let made = others.permanentDefault, made.isMade(at: site, as: type) { return made.instance }
        return others.otherPermanentDefaults.first { $0.isMade(at: site, as: type) }?.instance
    }

    /// Records `made`, what the `permanent { }` call at its site made, which the storage keeps for the key
    /// of `keyPath`.
    func rememberPermanentDefault(_ made: PermanentDefault, for keyPath: AnyKeyPath) {
        guard let index = slot(for: keyPath) else { return }
        let others = self.others(at: index)
        if others.permanentDefault == nil || others.permanentDefault?.isMade(at: made.site, as: made.type) == true {
            others.permanentDefault = made
        } else {
            others.otherPermanentDefaults.removeAll { $0.isMade(at: made.site, as: made.type) }
            others.otherPermanentDefaults.append(made)
        }
    }

    /// Records `shared`, the storage's `.shared` instance with `lifespan` for the key of `keyPath`.
    ///
    /// - Returns: Whether it is recorded: `false` when the table is full.
    @discardableResult
    func remember(_ shared: AnyObject, _ lifespan: Lifespan, for keyPath: AnyKeyPath) -> Bool {
        guard let index = slot(for: keyPath) else { return false }
        switch lifespan {
        case .permanent: slots[index].permanent = shared
        case .local: others(at: index).local = shared
        }
        return true
    }

    /// Forgets the `.shared` + `.local` instance recorded for `keyPath`, which went: the whole entry, and
    /// with it the key path object, unless the entry records instances that are kept for good (a
    /// `.permanent` one, `permanent { }` calls' ones), which keep it as before.
    ///
    /// The entry is removed by backward-shift deletion: each entry after it on the probe run moves back
    /// into the hole when the hole lies between the entry's first slot and its own, so that every
    /// lookup still finds its entry before an empty slot, and the table needs no tombstones.
    func forgetLocal(for keyPath: AnyKeyPath) {
        guard let index = index(of: keyPath) else { return }
        if let others = slots[index].others {
            guard others.local == nil else { return }
            if others.permanentDefault != nil || !others.otherPermanentDefaults.isEmpty { return }
        }
        guard slots[index].permanent == nil else { return }
        // Released at the end of this call, after the slots are in order again.
        let removed = slots[index]
        slots[index] = Entry()
        count -= 1
        let mask = slots.count - 1
        var hole = index
        var next = (index + 1) & mask
        while let moving = slots[next].keyPath {
            let first = firstSlot(of: moving)
            // The entry may fill the hole if the hole is no farther from its first slot than it is.
            if (next &- first) & mask >= (next &- hole) & mask {
                slots.swapAt(hole, next)
                hole = next
            }
            next = (next + 1) & mask
        }
        withExtendedLifetime(removed) {}
    }

    /// The other instances of the entry at `index`, made now if it has none.
    private func others(at index: Int) -> OtherInstances {
        if let others = slots[index].others { return others }
        let others = OtherInstances()
        slots[index].others = others
        return others
    }

    /// The slot of `keyPath`, recorded now if it was not; `nil` when the table is full.
    private func slot(for keyPath: AnyKeyPath) -> Int? {
        if let found = index(of: keyPath) { return found }
        guard count < Self.limit else { return nil }
        if (count + 1) * 2 > slots.count { grow() }
        let index = emptySlot(for: keyPath)
        slots[index].keyPath = keyPath
        count += 1
        return index
    }

    /// Forgets every entry.
    func removeAll() {
        // Released once the table is empty: what they let go of (a key path's argument) may look it up.
        let removed = slots
        slots = []
        count = 0
        shift = 64
        withExtendedLifetime(removed) {}
    }

    /// The slot of `keyPath`, if it is recorded.
    @inline(__always)
    private func index(of keyPath: AnyKeyPath) -> Int? {
        guard count != 0 else { return nil }
        let mask = slots.count - 1
        var index = firstSlot(of: keyPath)
        while let recorded = slots[index].keyPath {
            if recorded === keyPath { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The first empty slot on the probe sequence of `keyPath`, which is not recorded.
    private func emptySlot(for keyPath: AnyKeyPath) -> Int {
        let mask = slots.count - 1
        var index = firstSlot(of: keyPath)
        while slots[index].keyPath != nil { index = (index + 1) & mask }
        return index
    }

    /// Where the probe sequence of `keyPath` starts: Fibonacci hashing of its address, whose high bits
    /// mix every bit of the address (the low ones are the same for every object: alignment).
    @inline(__always)
    private func firstSlot(of keyPath: AnyKeyPath) -> Int {
        let address = UInt64(UInt(bitPattern: ObjectIdentifier(keyPath)))
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Doubles the slots (16 at first) and records every entry again.
    private func grow() {
        let old = slots
        let capacity = Swift.max(16, old.count * 2)
        slots = Array(repeating: Entry(), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for entry in old {
            guard let keyPath = entry.keyPath else { continue }
            slots[emptySlot(for: keyPath)] = entry
        }
    }
}
