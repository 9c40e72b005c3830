/// A storage's `.shared` instances, by the identity of the key path object that found or made them.
///
/// The storage's own tables are keyed by the key path's value, so that `\.x` written in two places is
/// one key; hashing that value walks the key path's components (about 390 instructions). A key path
/// literal, though, is one object for the life of the process, so the next injection point declared
/// with it finds the instance here by the object's address instead.
///
/// Each entry holds its key path object, so no other key path can be allocated at that address while
/// the entry exists: an address here always names the key path it was recorded for. The entries are a
/// cache of the storage's tables: an instance that is not here is looked up there, and the storage
/// empties this whenever it forgets a shared instance. A program that forms key paths at run time (with
/// subscript arguments, or by appending) makes a new object each time, so the table stops recording at
/// ``limit`` entries: enough for every key path literal of a large app (the scale benchmark declares
/// 10,000 keys), and at most that many key path objects, with their subscript arguments, kept alive.
///
/// A class, so that a lookup reads the tables in place rather than copying them out of the storage
/// (which retains and releases each table). Its tables are exempt from dynamic exclusivity checks for
/// the reason ``InstanceStorage``'s are.
@MainActor
final class SharedInstancesByKeyPathObject {
    /// The most key path objects recorded.
    static let limit = 16_384

    /// `.shared` + `.permanent` instances, which the storage keeps too.
    @exclusivity(unchecked) private var permanent: [ObjectIdentifier: AnyObject] = [:]
    /// `.shared` + `.local` instances, held weakly, as the storage holds them.
    @exclusivity(unchecked) private var local: [ObjectIdentifier: WeakSharedInstance] = [:]
    /// The key path objects of both tables, kept alive so that their addresses name them.
    @exclusivity(unchecked) private var keyPaths: [ObjectIdentifier: AnyKeyPath] = [:]

    nonisolated init() {}

    /// The `.shared` instance with `lifespan` recorded for the object `keyPath`.
    func shared(_ lifespan: Lifespan, for keyPath: AnyKeyPath) -> AnyObject? {
        switch lifespan {
        case .permanent: permanent[ObjectIdentifier(keyPath)]
        case .local: local[ObjectIdentifier(keyPath)]?.shared
        }
    }

    /// Records `shared`, the storage's `.shared` instance with `lifespan` for the key of `keyPath`.
    func remember(_ shared: AnyObject, _ lifespan: Lifespan, for keyPath: AnyKeyPath) {
        let id = ObjectIdentifier(keyPath)
        if keyPaths[id] == nil {
            guard keyPaths.count < Self.limit else { return }
            keyPaths[id] = keyPath
        }
        switch lifespan {
        case .permanent: permanent[id] = shared
        case .local: local[id] = WeakSharedInstance(shared: shared)
        }
    }

    /// Forgets every entry.
    func removeAll() {
        permanent.removeAll()
        local.removeAll()
        keyPaths.removeAll()
    }
}
