// Storage (internal): the tables of shared, permanent and lease-bound instances that each
// `InjectionFrame` owns.

/// The instances one frame keeps: shared ones by key path, and permanent ones.
///
/// The global storage belongs to ``InjectionFrame/root``; every frame opened with `withInjected`
/// has a storage of its own, so instances resolved inside it never leak out. Tables are keyed by the
/// key path's value (two spellings of `\.x` are one key), never by an object address that could be
/// reused after deallocation.
///
/// The tables hold `SharedInstance<Value>` for a key of value type `Value` only (a key is a
/// `KeyPath<DefaultValues, Value>`, and equal key paths have the same value type), so the lookups
/// downcast without a checked cast, which would look up `SharedInstance<Value>`'s metadata on every
/// `.shared` resolution.
///
/// Its state is isolated to the main actor and touched only by short reads and writes, never by an
/// access held across a call. A `.shared` instance's `deinit` that runs while a table changes only
/// appends to ``released``, a property of its own (``whileReleasing(_:)``). The table that finds a
/// `.shared` + `.permanent` instance by its key path object is exempt from dynamic exclusivity checks,
/// which cost more than the lookup (Benchmarks/README.md).
@MainActor
package final class InstanceStorage {
    /// The two tables of `.shared` instances held weakly, alive while an injection point holds them:
    /// `.local` ones, and `.permanent` ones made after the frame ended (``isClosed``), apart from them
    /// because shared storage is per lifespan. An entry goes with its instance (``forgetReleased(_:)``),
    /// and with it the key path and its subscript arguments.
    enum WeakTable: Hashable, Sendable {
        case local
        case permanentAfterEnd
    }

    /// A weakly held instance's entry: its key, in one of the weak
    struct WeakKey: Hashable, Sendable {
        let key: DependencyKey
        let table: WeakTable
    }

    /// The weakly held `.shared` instances.
    private var weak: [WeakKey: WeakSharedInstance] = [:]
    /// `.shared` + `.permanent`: held until ``removeAll(endingLeases:)``.
    private var sharedPermanent: [DependencyKey: AnyObject] = [:]
    /// The `.shared` + `.permanent` instances again, by the key path object that found or made them:
    /// finding one by the object skips hashing the key path, which costs more than the rest of the
    /// lookup. The entry holds the object, so that no other object takes its identifier. At most
    /// ``cacheLimit`` objects: a subscript key path is formed anew by each call.
    @exclusivity(unchecked) private var permanentByObject: [ObjectIdentifier: SharedByKeyPathObject] = [:]
    /// What `permanent { }` calls made, by the dependency whose default called it, the call's site and
    /// the type made.
    private var permanentDefaults: [PermanentDefault.Key: PermanentDefault] = [:]
    /// `.temporary` + `.permanent` objects, each once by its identity however many resolutions gave it
    /// (a frame's value, a `permanent { }` default's instance).
    private var retainedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// `.temporary` + `.permanent` values of other types: one copy per resolution.
    private var retained: [Any] = []
    /// Instances bound to a ``Lease``, by the lease's ``Lease/serial``, until it ends.
    private var leases: [UInt64: LeaseInstances] = [:]

    private final class SharedByKeyPathObject {
        let keyPath: AnyKeyPath
        let shared: AnyObject

        init(keyPath: AnyKeyPath, shared: AnyObject) {
            self.keyPath = keyPath
            self.shared = shared
        }
    }

    private static let cacheLimit = 1_024

    /// Whether the frame has ended (``close(endingLeases:)``): from then on nothing is kept here for
    /// good. A `.permanent` instance or a `permanent { }` default's instance resolved later would capture
    /// the frame through its own injection points and keep it, and the frame it, for the rest of the
    /// process, with nothing left to drop them; instead it lives as a `.local` one does, with the points
    /// that hold it. A lease-bound one too: its lease's table here is closed with the frame, and the
    /// lease, which may never end, still releases it from its points when it ends.
    private(set) var isClosed = false
    /// Whether an operation that releases keys or instances is under way (``whileReleasing(_:)``).
    private var isReleasing = false
    /// The `.shared` instances that went while ``isReleasing``, to forget when it ends.
    private var released: [WeakKey] = []

    nonisolated package init() {}

    // MARK: - Shared instances

    /// The live `.shared` instance of `key` in the weak table `table`, if an injection point holds it.
    func weaklyShared<Value>(for key: DependencyKey, in table: WeakTable, as _: Value.Type) -> SharedInstance<Value>? {
        guard let shared = weak[WeakKey(key: key, table: table)]?.shared else { return nil }
        return unsafeDowncast(shared, to: SharedInstance<Value>.self)
    }

    /// Records a new `.shared` instance in the weak table `table`, until it goes.
    func keepWeakly<Value>(_ shared: SharedInstance<Value>, for key: DependencyKey, in table: WeakTable) {
        let entryKey = WeakKey(key: key, table: table)
        shared.tellWhenReleased(to: self, entryKey)
        let entry = WeakSharedInstance(shared: shared)
        if weak.updateValue(entry, forKey: entryKey) != nil {
            // The entry of an instance that went off the main actor, whose storage is not told yet: the
            // entry is made again under this key's object.
            whileReleasing {
                weak.removeValue(forKey: entryKey)
                weak[entryKey] = entry
            }
        }
    }

    /// Forgets the entry `released` of a weakly held `.shared` instance, if that instance went: its
    /// `deinit` calls this, on the main actor. The storage then no longer holds the key path, nor so its
    /// subscript arguments: an argument that is an object goes when its last holder lets it go.
    ///
    /// An instance released on the main actor is forgotten at once, or at the end of a storage
    /// operation under way (``whileReleasing(_:)``); one released on another thread, in a task on the
    /// main actor. A newer instance of the key, made meanwhile, keeps its entry.
    func forgetReleased(_ released: WeakKey) {
        self.released.append(released)
        whileReleasing {}
    }

    /// Runs `body`, an operation that may release keys and instances, and then forgets the entries of the
    /// `.shared` instances that went meanwhile (and of those they let go). Their `deinit` would otherwise
    /// change a table in the middle of the change that released them.
    private func whileReleasing(_ body: () -> Void) {
        guard !isReleasing else { return body() }
        isReleasing = true
        body()
        while let next = released.popLast() {
            if let index = weak.index(forKey: next), weak.values[index].shared == nil {
                weak.remove(at: index)
            }
        }
        isReleasing = false
    }

    /// The `.shared` + `.permanent` instance of `key`, if one was made.
    func sharedPermanent<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        if let cached = permanentByObject[ObjectIdentifier(key.keyPath)] {
            return unsafeDowncast(cached.shared, to: SharedInstance<Value>.self)
        }
        guard let shared = sharedPermanent[key] else { return nil }
        cache(shared, for: key)
        return unsafeDowncast(shared, to: SharedInstance<Value>.self)
    }

    /// Keeps a new `.shared` + `.permanent` instance until ``removeAll(endingLeases:)``.
    func keepSharedPermanent<Value>(_ shared: SharedInstance<Value>, for key: DependencyKey) {
        sharedPermanent[key] = shared
        cache(shared, for: key)
    }

    private func cache(_ shared: AnyObject, for key: DependencyKey) {
        guard permanentByObject.count < Self.cacheLimit else { return }
        permanentByObject[ObjectIdentifier(key.keyPath)] = SharedByKeyPathObject(
            keyPath: key.keyPath,
            shared: shared
        )
    }

    // MARK: - Kept instances

    /// The instance that the `permanent { }` call at `site` in `key`'s default made as `type`, if any.
    func permanentDefault(for key: DependencyKey, at site: PermanentDefault.Site, ofType type: ObjectIdentifier)
        -> AnyObject?
    {
        permanentDefaults[PermanentDefault.Key(key: key, site: site, type: type)]?.instance
    }

    /// Keeps `made`, what a `permanent { }` call in `key`'s default made.
    func keepPermanentDefault(_ made: PermanentDefault, for key: DependencyKey) {
        permanentDefaults[PermanentDefault.Key(key: key, site: made.site, type: made.type)] = made
    }

    /// Keeps a `.temporary` + `.permanent` instance alive until ``removeAll(endingLeases:)``.
    ///
    /// An object once: points that all get the same one (a frame's value, a replacement made once, a
    /// `permanent { }` default's instance) would otherwise add a reference to it at each resolution, and
    /// a loop that makes consumers would grow the storage. Held strongly, so its identifier is not reused.
    func retain(_ value: Any) {
        if type(of: value) is AnyClass {
            let object = value as AnyObject
            retainedObjects[ObjectIdentifier(object)] = object
        } else {
            retained.append(value)
        }
    }

    // MARK: - Leases

    /// The instances of the lease numbered `lease` in this storage's frame, made on first use.
    func instances(boundTo lease: UInt64) -> LeaseInstances {
        if let existing = leases[lease] { return existing }
        let made = LeaseInstances()
        if isClosed { made.storage.close(endingLeases: false) }
        leases[lease] = made
        return made
    }

    /// Ends the lease numbered `lease` in this storage's frame: its instances here are released, also
    /// from the points that hold them.
    func endLease(_ lease: UInt64) {
        leases.removeValue(forKey: lease)?.end()
    }

    /// Drops the instances of a lease that no longer exists; its `deinit` calls this. No injection point
    /// holds one of them: a point keeps its lease alive.
    func forgetLease(_ lease: UInt64) {
        leases[lease] = nil
    }

    // MARK: - Letting go

    /// Forgets the shared and declared-permanent instances of `key`, here and in every lease's table,
    /// so the next resolution makes a new one.
    func removeShared(for key: DependencyKey) {
        whileReleasing {
            weak[WeakKey(key: key, table: .local)] = nil
            weak[WeakKey(key: key, table: .permanentAfterEnd)] = nil
            sharedPermanent[key] = nil
            permanentByObject = permanentByObject.filter { DependencyKey($0.value.keyPath) != key }
            permanentDefaults = permanentDefaults.filter { $0.key.key != key }
            for instances in leases.values { instances.storage.removeShared(for: key) }
        }
    }

    /// Forgets every instance and, unless `endingLeases` is `false`, ends every lease in this frame.
    ///
    /// Injection points that already resolved keep their instances, except lease-bound ones when the leases
    /// end, which let go of them as ``Lease/end(fileID:line:)`` makes them do. With `endingLeases` `false`,
    /// lease-bound points keep theirs too, and ending a lease later in this frame still reaches them.
    func removeAll(endingLeases: Bool = true) {
        whileReleasing {
            weak.removeAll()
            removeKept(endingLeases: endingLeases)
        }
    }

    /// Forgets the instances this storage keeps alive, and no other: the `.shared` instances held weakly,
    /// which only their points keep alive, stay for the points that resolve later. What a lease's table
    /// does when its frame ends with its leases going on, once or again.
    func removeKept() {
        whileReleasing { removeKept(endingLeases: false) }
    }

    /// ``removeKept()``, and unless `endingLeases` is `false` the end of every lease in this frame. Called
    /// inside ``whileReleasing(_:)``.
    private func removeKept(endingLeases: Bool) {
        sharedPermanent.removeAll()
        permanentByObject.removeAll()
        permanentDefaults.removeAll()
        retainedObjects.removeAll()
        retained.removeAll()
        // Ending a lease releases its instances here, also from the points that hold them.
        let ending = leases.values
        if endingLeases { leases.removeAll() }
        for instances in ending { endingLeases ? instances.end() : instances.forgetInstances() }
    }

    /// Forgets every instance it keeps alive, and keeps none for good from now on (``isClosed``): what a
    /// frame does when its test or its view's identity ends.
    ///
    /// The `.shared` instances it holds weakly stay found: they hold nothing of the frame's for good, and
    /// a point of the frame first read later (an object made with `withInjected(from:)`) shares the
    /// instance that the points before it still hold, as the scope says, rather than making a second.
    func close(endingLeases: Bool) {
        whileReleasing {
            removeKept(endingLeases: endingLeases)
            // The leases that go on (`endingLeases` false) keep nothing here for good either.
            for instances in leases.values { instances.storage.close(endingLeases: false) }
        }
        isClosed = true
    }

    // MARK: - Counts

    /// How many instances this storage keeps alive right now, lease-bound ones included, for tests
    /// and diagnostics.
    ///
    /// Each table's entries: a `.shared` instance per key and lifespan, a `permanent { }` call's
    /// instance, each object that `.temporary` + `.permanent` points keep once however many of them
    /// resolved it, and a value of another type once per resolution (each point keeps its own copy).
    /// An object kept by two tables counts in each: a `permanent { }` default's instance or a replacement
    /// made once that `.temporary` + `.permanent` points also resolved counts twice.
    ///
    /// Counted while releasing (``whileReleasing(_:)``): the reference a count takes to a weakly held
    /// instance may be the last one, when another thread let go of the others meanwhile.
    var liveInstanceCount: Int {
        var shared = 0
        whileReleasing { shared = weak.values.count { $0.shared != nil } + sharedPermanent.count }
        let bound = leases.values.reduce(0) { $0 + $1.storage.liveInstanceCount }
        return shared + permanentDefaults.count + retainedObjects.count + retained.count + bound
    }

    /// How many keys the weak tables hold, live or not: for tests, which check that a key goes with its
    /// instance.
    package var keptKeyCount: Int { weak.count }

    /// How many instances the lease numbered `lease` holds in this storage's frame.
    func liveInstanceCount(boundTo lease: UInt64) -> Int {
        leases[lease]?.storage.liveInstanceCount ?? 0
    }
}
