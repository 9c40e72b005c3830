// Storage (internal): the tables of shared, permanent and lease-bound instances that each
// `InjectionFrame` owns.

/// The instances one frame keeps: shared ones by key path, and permanent ones.
///
/// The global storage belongs to ``InjectionFrame/root``; every frame opened with `withInjected`
/// has a storage of its own, so instances resolved inside it never leak out. Tables are keyed by the
/// key path's value (two spellings of `\.x` are one key), never by an object address that could be
/// reused after deallocation.
///
/// Its tables are exempt from dynamic exclusivity checks (about 100 instructions per access, on every
/// resolution of a `.shared` or `.permanent` point): they are isolated to the main actor and touched
/// only by short reads and writes, never by an access held across a call.
@MainActor
package final class InstanceStorage {
    /// `.shared` + `.local`: held weakly, alive while an injection point holds it. The entry goes with
    /// the instance (``forgetReleased(_:)``), and with it the key path and its subscript arguments.
    @exclusivity(unchecked) private var sharedLocal: [DependencyKey: WeakSharedInstance] = [:]
    /// `.shared` + `.permanent`: held until ``removeAll()``.
    @exclusivity(unchecked) private var sharedPermanent: [DependencyKey: AnyObject] = [:]
    /// The `.shared` + `.permanent` instances again, by the key path object that found or made them:
    /// finding one by the object skips hashing the key path, which costs more than the rest of the
    /// lookup. The entry holds the object, so that no other object takes its identifier. At most
    /// ``cacheLimit`` objects: a subscript key path is formed anew by each call.
    @exclusivity(unchecked) private var permanentByObject:
        [ObjectIdentifier: (keyPath: AnyKeyPath, shared: AnyObject)] =
            [:]
    private static let cacheLimit = 1_024
    /// `.shared` + `.permanent` made after the frame ended (``isClosed``): held weakly, as `.local` ones
    /// are, but apart from them, because shared storage is per lifespan; forgotten as they are.
    @exclusivity(unchecked) private var sharedPermanentAfterClose: [DependencyKey: WeakSharedInstance] = [:]
    /// What `permanent { }` calls made, by the dependency whose default called it, the call's site and
    /// the type made: held until ``removeAll()``.
    @exclusivity(unchecked) private var permanentDefaults: [PermanentDefault.Key: PermanentDefault] = [:]
    /// `.temporary` + `.permanent` objects, each once by its identity however many resolutions gave it
    /// (a frame's value, a `permanent { }` default's instance), held until ``removeAll()``.
    @exclusivity(unchecked) private var retainedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// `.temporary` + `.permanent` values of other types: one copy per resolution, held until
    /// ``removeAll()``.
    @exclusivity(unchecked) private var retained: [Any] = []
    /// Instances bound to a ``Lease``, by the lease's ``Lease/serial``, until it ends or ``removeAll()``.
    @exclusivity(unchecked) private var leases: [UInt64: LeaseInstances] = [:]
    /// Whether the frame has ended (``close(endingLeases:)``): from then on nothing is kept here for
    /// good. A `.permanent` instance or a `permanent { }` default's instance resolved later would capture
    /// the frame through its own injection points and keep it, and the frame it, for the rest of the
    /// process, with nothing left to drop them; instead it lives as a `.local` one does, with the points
    /// that hold it. A lease-bound one too: its lease's table here is closed with the frame, and the
    /// lease, which may never end, still releases it from its points when it ends.
    @exclusivity(unchecked) private(set) var isClosed = false
    /// Whether an operation that releases keys or instances is under way (``whileReleasing(_:)``): a
    /// `.shared` instance that goes meanwhile is then forgotten when it ends, not in the middle of it.
    @exclusivity(unchecked) private var isReleasing = false
    /// The `.shared` instances that went while ``isReleasing``, to forget when it ends.
    @exclusivity(unchecked) private var released: [SharedInstanceRelease.Released] = []

    nonisolated package init() {}

    /// The live `.shared` + `.local` instance of `key`, if an injection point still holds it.
    ///
    /// The tables hold `SharedInstance<Value>` for a key of value type `Value` only (a key is a
    /// `KeyPath<DefaultValues, Value>`, and equal key paths have the same value type), so the lookups
    /// downcast without a checked cast, which would look up `SharedInstance<Value>`'s metadata (about 250
    /// instructions) on every `.shared` resolution. Debug builds check the cast.
    ///
    func sharedLocal<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        guard let shared = sharedLocal[key]?.shared else { return nil }
        return unsafeDowncast(shared, to: SharedInstance<Value>.self)
    }

    /// Records a new `.shared` + `.local` instance, weakly, until it goes.
    func keepSharedLocal<Value>(_ shared: SharedInstance<Value>, for key: DependencyKey) {
        shared.tellWhenReleased(SharedInstanceRelease(storage: self, key: key, table: .local))
        let entry = WeakSharedInstance(shared: shared)
        if sharedLocal.updateValue(entry, forKey: key) != nil {
            // The entry of an instance that went off the main actor, whose storage is not told yet: the
            // entry is made again under this key's object.
            whileReleasing {
                sharedLocal.removeValue(forKey: key)
                sharedLocal[key] = entry
            }
        }
    }

    /// Forgets the entry of the `.shared` instance that `released` names, if that instance went: its
    /// `deinit` calls this, on the main actor. The storage then no longer holds the key path, nor so its
    /// subscript arguments: an argument that is an object goes when its last holder lets it go.
    ///
    /// An instance released on the main actor is forgotten at once, or at the end of a storage
    /// operation under way (``whileReleasing(_:)``); one released on another thread, in a task on the
    /// main actor. A newer instance of the key, made meanwhile, keeps its entry.
    func forgetReleased(_ released: SharedInstanceRelease.Released) {
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
            forgetIfReleased(next)
        }
        isReleasing = false
    }

    /// Removes `released`'s entry if its instance went.
    private func forgetIfReleased(_ released: SharedInstanceRelease.Released) {
        switch released.table {
        case .local:
            guard let index = sharedLocal.index(forKey: released.key), sharedLocal.values[index].shared == nil else {
                return
            }
            sharedLocal.remove(at: index)
        case .permanentAfterClose:
            guard let index = sharedPermanentAfterClose.index(forKey: released.key),
                sharedPermanentAfterClose.values[index].shared == nil
            else { return }
            sharedPermanentAfterClose.remove(at: index)
        }
    }

    /// The `.shared` + `.permanent` instance of `key` made after the frame ended, if a point still holds
    /// it. Not recorded by key path object: a direct path finds none, and asks the resolver.
    func sharedPermanentAfterClose<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        guard let shared = sharedPermanentAfterClose[key]?.shared else { return nil }
        return unsafeDowncast(shared, to: SharedInstance<Value>.self)
    }

    /// Records a `.shared` + `.permanent` instance made after the frame ended, weakly.
    func keepSharedPermanentAfterClose<Value>(_ shared: SharedInstance<Value>, for key: DependencyKey) {
        shared.tellWhenReleased(SharedInstanceRelease(storage: self, key: key, table: .permanentAfterClose))
        let entry = WeakSharedInstance(shared: shared)
        if sharedPermanentAfterClose.updateValue(entry, forKey: key) != nil {
            // As in `keepSharedLocal(_:for:)`: the entry is made again under this key's object.
            whileReleasing {
                sharedPermanentAfterClose.removeValue(forKey: key)
                sharedPermanentAfterClose[key] = entry
            }
        }
    }

    /// The `.shared` + `.permanent` instance of `key`, if one was made.
    func sharedPermanent<Value>(for key: DependencyKey, as _: Value.Type) -> SharedInstance<Value>? {
        let object = ObjectIdentifier(key.keyPath)
        if let cached = permanentByObject[object] {
            return unsafeDowncast(cached.shared, to: SharedInstance<Value>.self)
        }
        guard let shared = sharedPermanent[key] else { return nil }
        cache(shared, for: key)
        return unsafeDowncast(shared, to: SharedInstance<Value>.self)
    }

    /// Keeps a new `.shared` + `.permanent` instance until ``removeAll()``.
    func keepSharedPermanent<Value>(_ shared: SharedInstance<Value>, for key: DependencyKey) {
        sharedPermanent[key] = shared
        cache(shared, for: key)
    }

    private func cache(_ shared: AnyObject, for key: DependencyKey) {
        guard permanentByObject.count < Self.cacheLimit else { return }
        permanentByObject[ObjectIdentifier(key.keyPath)] = (key.keyPath, shared)
    }

    /// The instance that the `permanent { }` call at `site` in `key`'s default made as `type`, if any.
    ///
    func permanentDefault(for key: DependencyKey, at site: PermanentDefault.Site, ofType type: ObjectIdentifier)
        -> AnyObject?
    {
        permanentDefaults[PermanentDefault.Key(key: key, site: site, type: type)]?.instance
    }

    /// Keeps `made`, what a `permanent { }` call in `key`'s default made.
    func keepPermanentDefault(_ made: PermanentDefault, for key: DependencyKey) {
        permanentDefaults[PermanentDefault.Key(key: key, site: made.site, type: made.type)] = made
    }

    /// Keeps a `.temporary` + `.permanent` instance alive until ``removeAll()``.
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
        guard let instances = leases.removeValue(forKey: lease) else { return }
        instances.end()
    }

    /// Drops the instances of a lease that no longer exists; its `deinit` calls this. No injection point
    /// holds one of them: a point keeps its lease alive.
    func forgetLease(_ lease: UInt64) {
        leases[lease] = nil
    }

    /// Forgets the shared and declared-permanent instances of `key`, here and in every lease's table,
    /// so the next resolution makes a new one.
    func removeShared(for key: DependencyKey) {
        whileReleasing {
            sharedLocal[key] = nil
            sharedPermanent[key] = nil
            permanentByObject = permanentByObject.filter { DependencyKey($0.value.keyPath) != key }
            sharedPermanentAfterClose[key] = nil
            permanentDefaults = permanentDefaults.filter { $0.key.key != key }
            for instances in leases.values {
                instances.storage.removeShared(for: key)
            }
        }
    }

    /// Forgets every instance and, unless `endingLeases` is `false`, ends every lease in this frame.
    ///
    /// Injection points that already resolved keep their instances, except lease-bound ones when the leases
    /// end, which let go of them as ``Lease/end(fileID:line:)`` makes them do. With `endingLeases` `false`,
    /// lease-bound points keep theirs too, and ending a lease later in this frame still reaches them.
    func removeAll(endingLeases: Bool = true) {
        whileReleasing {
            sharedLocal.removeAll()
            sharedPermanentAfterClose.removeAll()
            removeKept(endingLeases: endingLeases)
        }
    }

    /// Forgets the instances this storage keeps alive, and no other: the `.shared` instances held weakly,
    /// which only their points keep alive, stay for the points that resolve later. What a lease's table
    /// does when its frame ends with its leases going on, once or again.
    func removeKept() {
        whileReleasing { removeKept(endingLeases: false) }
    }

    /// Forgets the instances this storage keeps alive and, unless `endingLeases` is `false`, ends every
    /// lease in this frame, as ``removeAll(endingLeases:)`` does; the `.shared` instances held weakly, which
    /// only their points keep alive, stay for the points that resolve later. Called inside
    /// ``whileReleasing(_:)``.
    private func removeKept(endingLeases: Bool) {
        sharedPermanent.removeAll()
        permanentByObject.removeAll()
        permanentDefaults.removeAll()
        retainedObjects.removeAll()
        retained.removeAll()
        guard endingLeases else {
            for instances in leases.values { instances.forgetInstances() }
            return
        }
        endLeases()
    }

    /// Ends every lease in this frame: their instances here are released, also from the points that
    /// hold them.
    func endLeases() {
        let ending = leases.values
        leases.removeAll()
        for instances in ending {
            instances.end()
        }
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
        whileReleasing {
            shared =
                sharedLocal.values.count { $0.shared != nil } + sharedPermanent.count
                + sharedPermanentAfterClose.values.count { $0.shared != nil }
        }
        let bound = leases.values.reduce(0) { $0 + $1.storage.liveInstanceCount }
        return shared + permanentDefaults.count + retainedObjects.count + retained.count + bound
    }

    /// How many keys the weak tables hold (`.shared` + `.local`, and `.shared` + `.permanent` after the
    /// frame ended), live or not: for tests, which check that a key goes with its instance.
    package var keptKeyCount: Int {
        sharedLocal.count + sharedPermanentAfterClose.count
    }

    /// How many instances the lease numbered `lease` holds in this storage's frame.
    func liveInstanceCount(boundTo lease: UInt64) -> Int {
        leases[lease]?.storage.liveInstanceCount ?? 0
    }
}
