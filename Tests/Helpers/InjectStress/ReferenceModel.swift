import Inject

/// What the library should do, written as plainly as possible: the model check compares the two after
/// every operation.
@MainActor
final class ReferenceModel {
    /// A `withInjected` frame, or the root.
    final class FrameModel {
        let parent: FrameModel?
        /// Key → the instance the frame gives for it.
        let overrides: [Int: Int]
        var isOpen = true
        /// Whether the frame has ended (`dropInstances`, as a test's or a view model's does): from then on
        /// it keeps nothing for good.
        var hasEnded = false
        /// The frame's own instances.
        let store = StoreModel()
        /// Lease number → the instances bound to that lease in this frame.
        var leaseStores: [Int: StoreModel] = [:]

        init(parent: FrameModel?, overrides: [Int: Int]) {
            self.parent = parent
            self.overrides = overrides
        }

        /// Whether this frame or one it was opened in has ended.
        var isWithinEnded: Bool {
            hasEnded || parent?.isWithinEnded == true
        }

        func isWithin(_ frame: FrameModel) -> Bool {
            var candidate: FrameModel? = self
            while let current = candidate {
                if current === frame { return true }
                candidate = current.parent
            }
            return false
        }

        /// The table of `lease` in this frame, made on first use; closed if the frame has ended.
        func leaseStore(_ lease: Int) -> StoreModel {
            if let existing = leaseStores[lease] { return existing }
            let made = StoreModel()
            made.isClosed = hasEnded
            leaseStores[lease] = made
            return made
        }
    }

    /// The instances one storage keeps: a frame's, or a lease's table in a frame.
    final class StoreModel {
        typealias Held = (holder: Int, instance: Int, source: ValueSource)
        /// Key → `.shared` + `.local`, alive while a point holding it (its holder) is.
        var sharedLocal: [Int: Held] = [:]
        /// Key → `.shared` + `.permanent` made after the frame ended, kept as `.local` ones are.
        var sharedPermanentAfterClose: [Int: Held] = [:]
        /// Key → `.shared` + `.permanent` (and lease-bound `.shared`).
        var sharedPermanent: [Int: (instance: Int, source: ValueSource)] = [:]
        /// `.temporary` + `.permanent` (and lease-bound `.temporary`).
        var retained: [Int] = []
        /// What the `permanent { }` default of key 6 made in the frame.
        var permanentDefault: Int?
        var isClosed = false

        func removeShared(_ key: Int) {
            sharedLocal[key] = nil
            sharedPermanentAfterClose[key] = nil
            sharedPermanent[key] = nil
            if key == ReferenceModel.permanentDefaultKey { permanentDefault = nil }
        }

        func removeAll() {
            sharedLocal.removeAll()
            sharedPermanentAfterClose.removeAll()
            sharedPermanent.removeAll()
            retained.removeAll()
            permanentDefault = nil
        }

        /// What ending the frame does: drops what it keeps alive; the weakly held `.shared` ones stay.
        func close() {
            sharedPermanent.removeAll()
            retained.removeAll()
            permanentDefault = nil
            isClosed = true
        }

        var kept: [Int] { sharedPermanent.values.map(\.instance) + retained + (permanentDefault.map { [$0] } ?? []) }
    }

    struct Point {
        let key: Int
        let scope: Scope
        let lifespan: Lifespan
        /// The lease the point is bound to (`until:`), if any.
        let lease: Int?
        let frame: FrameModel
        var instance: Int?
        var holder: Int?
        var source: ValueSource?
        /// Whether the point holds an instance of its lease, which ending the lease takes from it.
        var isBound = false
    }

    /// What a read should give: an instance that exists, or a new one.
    enum Expected: Equatable {
        case existing(Int)
        case new
    }

    let root = FrameModel(parent: nil, overrides: [:])
    var globalOverrides: Set<Int> = []
    var consumers: [Int: Point] = [:]
    /// The frames open right now, innermost last.
    var openFrames: [FrameModel] = []
    /// Every frame opened, for ending the ones inside a frame or a lease's end.
    private(set) var frames: [FrameModel] = []
    private var nextHolder = 0

    var currentFrame: FrameModel { openFrames.last ?? root }

    /// Opens `frame`, inside the current frame or, in `withInjected(from:)`, the frame it makes current. A
    /// frame opened inside one that has ended ends at once, as it would have with it, and keeps nothing
    /// for good (`InjectionFrame.mayKeepInstances()`).
    func open(_ frame: FrameModel) {
        openFrames.append(frame)
        frames.append(frame)
        if let parent = frame.parent, parent.isWithinEnded {
            frame.store.close()
            frame.hasEnded = true
        }
    }

    /// Chain key → the scope and lifespan its default resolves key 0 with (`Tracked.swift`).
    static let chains: [Int: (scope: Scope, lifespan: Lifespan)] = [
        3: (.shared, .local), 4: (.shared, .permanent), 5: (.temporary, .permanent),
    ]
    /// Instance of a chain key → the instance its default resolved, which it holds.
    private var inners: [Int: Int] = [:]
    /// A mismatch in what a chain's default resolved, found by the last ``read(_:returned:inner:)``.
    private(set) var innerMismatch: String?
    /// What the last ``read(_:returned:inner:)`` of a chain key that made an instance says its default
    /// resolved: the instance the library gave, and what the model expects.
    private(set) var lastInner: (returned: Int, expected: Expected)?

    /// The instance of `key` that `frame` gives, or a new one, and where it comes from.
    private func fresh(_ key: Int, in frame: FrameModel) -> (Expected, ValueSource) {
        var candidate: FrameModel? = frame
        while let current = candidate, current !== root {
            if let instance = current.overrides[key] { return (.existing(instance), .frameOverride) }
            candidate = current.parent
        }
        if key == Self.permanentDefaultKey, !globalOverrides.contains(key), let kept = frame.store.permanentDefault {
            return (.existing(kept), .defaultValue)
        }
        return (.new, globalOverrides.contains(key) ? .globalOverride : .defaultValue)
    }

    /// The key whose default is `permanent { }`: the point's frame keeps what it made, unless it has ended.
    nonisolated static let permanentDefaultKey = 6

    /// Predicts what `resolve(\.stress0, scope, lifespan)` in a chain's default gives in `frame`, which
    /// is not an injection point: it holds no share, and a `.shared` instance it makes is kept only if
    /// the frame keeps it for good.
    private func resolveInner(_ chain: Int, in frame: FrameModel, returned: Int) -> Expected {
        let (scope, lifespan) = Self.chains[chain]!
        let store = frame.store
        let isPermanent = lifespan == .permanent && !store.isClosed
        switch (scope, isPermanent) {
        case (.temporary, _):
            let (expected, _) = fresh(0, in: frame)
            if isPermanent { store.retained.append(returned) }
            return expected
        case (.shared, false):
            let table = lifespan == .permanent ? store.sharedPermanentAfterClose : store.sharedLocal
            if let entry = table[0], isHolderAlive(entry.holder) { return .existing(entry.instance) }
            return fresh(0, in: frame).0
        case (.shared, true):
            if let entry = store.sharedPermanent[0] { return .existing(entry.instance) }
            let (expected, source) = fresh(0, in: frame)
            store.sharedPermanent[0] = (returned, source)
            return expected
        }
    }

    /// Predicts a first read of `point`, then records what the library returned: `inner`, what a chain
    /// key's instance holds.
    func read(_ id: Int, returned: Int, inner: Int?) -> (expected: Expected, source: ValueSource) {
        innerMismatch = nil
        lastInner = nil
        var point = consumers[id]!
        if let instance = point.instance {
            return (.existing(instance), point.source!)
        }
        let make: () -> (Expected, ValueSource) = { [self] in
            let made = fresh(point.key, in: point.frame)
            if made.0 == .new, made.1 == .defaultValue, point.key == Self.permanentDefaultKey,
                !point.frame.store.isClosed
            {
                point.frame.store.permanentDefault = returned
            }
            if made.0 == .new, Self.chains[point.key] != nil {
                checkInner(of: point.key, in: point.frame, returned: returned, inner: inner)
            }
            return made
        }
        let store = point.lease.map { point.frame.leaseStore($0) } ?? point.frame.store
        var kept = point.lease == nil ? point.lifespan : .permanent
        if kept == .permanent, store.isClosed { kept = .local }
        let expected: Expected
        let source: ValueSource
        switch (point.scope, kept) {
        case (.temporary, .local):
            (expected, source) = make()
        case (.temporary, .permanent):
            (expected, source) = make()
            store.retained.append(returned)
        case (.shared, .local):
            let afterClose = point.lifespan == .permanent && point.lease == nil
            let table = afterClose ? store.sharedPermanentAfterClose : store.sharedLocal
            if let entry = table[point.key], isHolderAlive(entry.holder) {
                (expected, source) = (.existing(entry.instance), entry.source)
                point.holder = entry.holder
            } else {
                (expected, source) = make()
                nextHolder += 1
                let entry = (nextHolder, returned, source)
                if afterClose {
                    store.sharedPermanentAfterClose[point.key] = entry
                } else {
                    store.sharedLocal[point.key] = entry
                }
                point.holder = nextHolder
            }
        case (.shared, .permanent):
            if let entry = store.sharedPermanent[point.key] {
                (expected, source) = (.existing(entry.instance), entry.source)
            } else {
                (expected, source) = make()
                store.sharedPermanent[point.key] = (returned, source)
            }
        }
        point.instance = returned
        point.source = source
        point.isBound = point.lease != nil
        consumers[id] = point
        return (expected, source)
    }

    /// Predicts what a chain's default resolved for its new instance `returned`, which holds `inner`.
    private func checkInner(of chain: Int, in frame: FrameModel, returned: Int, inner: Int?) {
        guard let inner else {
            innerMismatch = "chain \(chain)'s instance \(returned) holds no inner instance"
            return
        }
        inners[returned] = inner
        lastInner = (inner, resolveInner(chain, in: frame, returned: inner))
    }

    func inject(_ id: Int, instance: Int) {
        consumers[id]!.instance = instance
        consumers[id]!.holder = nil
        consumers[id]!.source = .injectionPoint
        consumers[id]!.isBound = false
    }

    func setGlobalOverride(_ key: Int, present: Bool) {
        // Removing an override that does not exist changes nothing, instances included.
        guard present || globalOverrides.contains(key) else { return }
        if present { globalOverrides.insert(key) } else { globalOverrides.remove(key) }
        root.store.removeShared(key)
        for store in root.leaseStores.values { store.removeShared(key) }
    }

    func reset() {
        globalOverrides.removeAll()
        root.store.removeAll()
        for lease in Array(root.leaseStores.keys) { end(lease, in: root) }
    }

    /// `Lease.end()` called in `frame`: ends the lease there and in the frames opened inside it.
    func endLease(_ lease: Int, calledIn frame: FrameModel) {
        for candidate in [root] + frames where candidate.isWithin(frame) { end(lease, in: candidate) }
    }

    private func end(_ lease: Int, in frame: FrameModel) {
        guard frame.leaseStores.removeValue(forKey: lease) != nil else { return }
        for (id, point) in consumers where point.lease == lease && point.frame === frame && point.isBound {
            consumers[id]!.instance = nil
            consumers[id]!.holder = nil
            consumers[id]!.source = nil
            consumers[id]!.isBound = false
        }
    }

    /// `dropInstances(endingLeases:)`: the frame ends, and the frames opened inside it with it.
    func endFrame(_ frame: FrameModel, endingLeases: Bool) {
        for ending in frames where ending.isWithin(frame) {
            if endingLeases {
                for lease in Array(ending.leaseStores.keys) { end(lease, in: ending) }
            } else {
                // A lease's table lets go of what it keeps, as the frame's own storage does: the `.shared`
                // instances made since an earlier end, which only their points hold, stay shared.
                for store in ending.leaseStores.values { store.close() }
            }
            ending.store.close()
            ending.hasEnded = true
        }
    }

    private func isHolderAlive(_ holder: Int) -> Bool {
        consumers.values.contains { $0.holder == holder }
    }

    /// Every instance that should be alive now.
    func liveInstances() -> Set<Int> {
        var live = Set<Int>()
        var frames: [FrameModel] = [root] + openFrames
        for point in consumers.values {
            if let instance = point.instance { live.insert(instance) }
            frames.append(point.frame)
        }
        var seen = Set<ObjectIdentifier>()
        while let frame = frames.popLast() {
            guard seen.insert(ObjectIdentifier(frame)).inserted else { continue }
            live.formUnion(frame.overrides.values)
            live.formUnion(frame.store.kept)
            for store in frame.leaseStores.values { live.formUnion(store.kept) }
            if let parent = frame.parent { frames.append(parent) }
        }
        for instance in Array(live) {
            if let inner = inners[instance] { live.insert(inner) }
        }
        return live
    }
}
