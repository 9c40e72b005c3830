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
        /// Key → (holder, instance) of `.shared` + `.local`.
        var sharedLocal: [Int: (holder: Int, instance: Int)] = [:]
        /// Key → instance of `.shared` + `.permanent`.
        var sharedPermanent: [Int: Int] = [:]
        /// Instances of `.temporary` + `.permanent`.
        var retained: [Int] = []

        init(parent: FrameModel?, overrides: [Int: Int]) {
            self.parent = parent
            self.overrides = overrides
        }
    }

    struct Point {
        let key: Int
        let scope: Scope
        let lifespan: Lifespan
        let frame: FrameModel
        var instance: Int?
        var holder: Int?
        var source: ValueSource?
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
    private var nextHolder = 0

    /// Predicts a first read of `point`, then records what the library returned.
    func read(_ id: Int, returned: Int) -> (expected: Expected, source: ValueSource) {
        var point = consumers[id]!
        if let instance = point.instance {
            return (.existing(instance), point.source!)
        }
        let storage = point.frame
        let make: () -> (Expected, ValueSource) = { [self] in
            var frame: FrameModel? = point.frame
            while let current = frame, current !== root {
                if let instance = current.overrides[point.key] { return (.existing(instance), .frameOverride) }
                frame = current.parent
            }
            return (.new, globalOverrides.contains(point.key) ? .globalOverride : .defaultValue)
        }
        let expected: Expected
        let source: ValueSource
        switch (point.scope, point.lifespan) {
        case (.temporary, .local):
            (expected, source) = make()
        case (.temporary, .permanent):
            (expected, source) = make()
            storage.retained.append(returned)
        case (.shared, .local):
            if let entry = storage.sharedLocal[point.key], isHolderAlive(entry.holder) {
                (expected, source) = (.existing(entry.instance), sourceOfShared(point.key, in: storage))
                point.holder = entry.holder
            } else {
                (expected, source) = make()
                nextHolder += 1
                storage.sharedLocal[point.key] = (nextHolder, returned)
                sharedSources[ObjectIdentifier(storage), default: [:]][point.key] = source
                point.holder = nextHolder
            }
        case (.shared, .permanent):
            if let instance = storage.sharedPermanent[point.key] {
                (expected, source) = (.existing(instance), sourceOfShared(point.key, in: storage, permanent: true))
            } else {
                (expected, source) = make()
                storage.sharedPermanent[point.key] = returned
                permanentSources[ObjectIdentifier(storage), default: [:]][point.key] = source
            }
        }
        point.instance = returned
        point.source = source
        consumers[id] = point
        return (expected, source)
    }

    private var sharedSources: [ObjectIdentifier: [Int: ValueSource]] = [:]
    private var permanentSources: [ObjectIdentifier: [Int: ValueSource]] = [:]

    private func sourceOfShared(_ key: Int, in frame: FrameModel, permanent: Bool = false) -> ValueSource {
        (permanent ? permanentSources : sharedSources)[ObjectIdentifier(frame)]![key]!
    }

    func inject(_ id: Int, instance: Int) {
        consumers[id]!.instance = instance
        consumers[id]!.holder = nil
        consumers[id]!.source = .injectionPoint
    }

    func setGlobalOverride(_ key: Int, present: Bool) {
        // Removing an override that does not exist changes nothing, instances included.
        guard present || globalOverrides.contains(key) else { return }
        if present { globalOverrides.insert(key) } else { globalOverrides.remove(key) }
        root.sharedLocal[key] = nil
        root.sharedPermanent[key] = nil
    }

    func reset() {
        globalOverrides.removeAll()
        root.sharedLocal.removeAll()
        root.sharedPermanent.removeAll()
        root.retained.removeAll()
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
            live.formUnion(frame.sharedPermanent.values)
            live.formUnion(frame.retained)
            if let parent = frame.parent { frames.append(parent) }
        }
        return live
    }
}
