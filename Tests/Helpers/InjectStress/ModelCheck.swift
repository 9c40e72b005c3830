import Inject

/// Runs a seeded random sequence of operations against Inject and the reference model, and compares
/// identities and live instances after every step.
@MainActor
final class ModelCheck {
    struct Report {
        let passed: Bool
        let summary: String
    }

    private struct Mismatch: Error {
        let description: String
    }

    private var random: SeededGenerator
    private let seed: UInt64
    private let operationCount: Int
    private var performed = 0
    private let model = ReferenceModel()
    private var consumers: [Int: StressConsumer] = [:]
    /// Consumers whose point is `@Resolved`: resolved when created, with no `source` to compare.
    private var eagerConsumers: [Int: StressResolvedConsumer] = [:]
    private var nextConsumer = 0
    /// The ids of the consumers alive, in order: the model check picks one by its index.
    private var consumerIDs: [Int] = []
    /// Instances that are, or may still be, alive: id → weak reference.
    private var watched: [Int: WeakTracked] = [:]
    private var seen: Set<Int> = []
    private var counts: [String: Int] = [:]
    private var maxLive = 0
    /// The leases lease-bound points are bound to, by number.
    private let leases = [Lease(), Lease()]
    /// The last frames whose body returned and that were not ended since, latest last, held weakly
    /// (holding one would keep its instances): ``endEarlierFrame()`` ends one of them later, an outer one
    /// before an inner one, which then ends a second time, as SwiftUI ends a model's frame when its view
    /// goes. Each frame ends itself once at most, as the library's callers do; it may have ended before
    /// with a frame around it.
    private var closedFrames: [(frame: WeakFrame, model: ReferenceModel.FrameModel)] = []
    /// The library's frame of each frame of the model, by the model's (which the model keeps).
    private var libraryFrames: [ObjectIdentifier: WeakFrame] = [:]

    init(seed: UInt64, operations: Int) {
        self.seed = seed
        self.operationCount = operations
        random = SeededGenerator(seed: seed)
    }

    func run() -> Report {
        DefaultValues.reset()
        defer {
            consumers.removeAll()
            eagerConsumers.removeAll()
            DefaultValues.reset()
        }
        do {
            try runOperations(depth: 0)
            let ops = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return Report(
                passed: true,
                summary:
                    "model check seed \(seed): \(performed) operations passed (\(ops)); \(seen.count) instances made, at most \(maxLive) alive at once"
            )
        } catch {
            return Report(
                passed: false,
                summary: "model check seed \(seed) FAILED at operation \(performed): \(error.description)"
            )
        }
    }

    /// Performs operations until the count is reached or the current frame closes.
    private func runOperations(depth: Int) throws(Mismatch) {
        while performed < operationCount {
            performed += 1
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<16: try create()
            case 16..<22: try createFromConsumer(depth: depth)
            case 22..<52: try read()
            case 52..<66: release()
            case 66..<70: inject()
            case 70..<73: setGlobalOverride(true)
            case 73..<76: setGlobalOverride(false)
            case 76..<79: endLease()
            case 79..<86 where depth < 4:
                try openFrame(depth: depth)
            case 86..<94 where depth > 0:
                count("close frame")
                try check()
                return
            case 94..<96 where depth == 0:
                count("reset")
                DefaultValues.reset()
                model.reset()
            case 96..<99:
                try endEarlierFrame()
            default:
                try read()
            }
            try check()
        }
    }

    private func count(_ operation: String) {
        counts[operation, default: 0] += 1
        if tracing { print("\(performed): \(operation)") }
    }

    /// Whether to print each operation (`--trace`), to minimize a failure.
    private let tracing = CommandLine.arguments.contains("--trace")

    private func trace(_ line: @autoclosure () -> String) {
        if tracing { print("    " + line()) }
    }

    private func create() throws(Mismatch) {
        count("create")
        try create(in: model.currentFrame)
    }

    /// Makes a consumer with `withInjected(from:)` of another, which resolves in that one's frame: a
    /// frame that may have closed, or ended, since. One time in four it opens a frame there instead,
    /// inside that one (which may have ended), and runs operations in it.
    private func createFromConsumer(depth: Int) throws(Mismatch) {
        guard let id = randomConsumer() else { return count("create from consumer") }
        let frame = model.consumers[id]!.frame
        let opensFrame = depth < 4 && Int.random(in: 0..<4, using: &random) == 0
        count(opensFrame ? "open frame from consumer" : "create from consumer")
        // The consumer's frame, without the consumer: the operations run in the frame opened there may
        // release it.
        let captured = withInjected(from: consumers[id] ?? eagerConsumers[id]!) { CapturedFrame() }
        var failure: Mismatch?
        withInjected(from: captured) {
            do throws(Mismatch) {
                if opensFrame {
                    try openFrame(depth: depth, in: frame)
                } else {
                    try create(in: frame, like: model.consumers[id])
                }
            } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Makes a consumer in `frame`, the current one or the one `withInjected(from:)` gives, of a plain
    /// key or a chain: lazy (`@Injected`), bound to a lease one time in six, or eager (`@Resolved`, which
    /// binds to none) one time in five of the others. Two in three children made with
    /// `withInjected(from:)` have their parent's point (`like`), as a model making another of its kind:
    /// they share what it holds, lease-bound instances included, in a frame that may have ended.
    private func create(
        in frame: ReferenceModel.FrameModel,
        like parent: ReferenceModel.Point? = nil
    ) throws(Mismatch) {
        // One time in four a chain, whose default resolves key 0, one time in eight the `permanent { }`
        // default (`Tracked.swift`).
        let kind = Int.random(in: 0..<8, using: &random)
        let plain = Int.random(in: 0..<3, using: &random)
        var key = kind < 2 ? 3 + plain : kind == 2 ? ReferenceModel.permanentDefaultKey : plain
        var scope = Bool.random(using: &random) ? Scope.temporary : .shared
        var lifespan = Int.random(in: 0..<4, using: &random) == 0 ? Lifespan.permanent : .local
        var lease = Int.random(in: 0..<6, using: &random) == 0 ? Int.random(in: 0..<2, using: &random) : nil
        if let parent, Int.random(in: 0..<3, using: &random) > 0 {
            (key, scope, lifespan, lease) = (parent.key, parent.scope, parent.lifespan, parent.lease)
        }
        let isEager = lease == nil && Int.random(in: 0..<5, using: &random) == 0
        nextConsumer += 1
        consumerIDs.append(nextConsumer)
        model.consumers[nextConsumer] = ReferenceModel.Point(
            key: key,
            scope: scope,
            lifespan: lease == nil ? lifespan : .local,
            lease: lease,
            frame: frame
        )
        trace(
            "consumer \(nextConsumer): key \(key) \(scope) \(lease.map { "lease \($0)" } ?? "\(lifespan)")"
                + "\(isEager ? " eager" : "") in frame \(ObjectIdentifier(frame).hashValue % 10000)"
        )
        if isEager {
            let consumer = StressResolvedConsumer(key: key, scope: scope, lifespan: lifespan)
            eagerConsumers[nextConsumer] = consumer
            try compare(nextConsumer, read: consumer.point, from: nil)
        } else if let lease {
            consumers[nextConsumer] = StressConsumer(key: key, scope: scope, until: leases[lease])
        } else {
            consumers[nextConsumer] = StressConsumer(key: key, scope: scope, lifespan: lifespan)
        }
    }

    /// Ends a lease in the current frame: there and in the frames opened inside it.
    private func endLease() {
        count("end lease")
        let lease = Int.random(in: 0..<2, using: &random)
        leases[lease].end()
        model.endLease(lease, calledIn: model.currentFrame)
    }

    /// A consumer alive, one of the last eight made half the time: their frames and leases are the ones
    /// the latest operations changed.
    private func randomConsumer() -> Int? {
        guard !consumerIDs.isEmpty else { return nil }
        let recent = Bool.random(using: &random) ? max(0, consumerIDs.count - 8) : 0
        return consumerIDs[Int.random(in: recent..<consumerIDs.count, using: &random)]
    }

    private func read() throws(Mismatch) {
        count("read")
        guard let id = randomConsumer() else { return }
        if let eager = eagerConsumers[id] {
            try compare(id, read: eager.point, from: nil)
        } else {
            let instance = consumers[id]!.point
            try compare(id, read: instance, from: consumers[id]!.$point.source)
        }
    }

    /// Compares what consumer `id` read with the model's read; `librarySource` is `nil` for an eager
    /// point, which has no `source` to compare.
    private func compare(_ id: Int, read instance: Tracked, from librarySource: ValueSource?) throws(Mismatch) {
        let returned = instance.id
        let (expected, source) = model.read(id, returned: returned, inner: instance.inner?.id)
        if let mismatch = model.innerMismatch { throw Mismatch(description: "consumer \(id): \(mismatch)") }
        if let (inner, innerExpected) = model.lastInner {
            count("chain made")
            switch innerExpected {
            case .existing(let expectedID) where expectedID != inner:
                throw Mismatch(description: "consumer \(id)'s chain resolved \(inner), expected \(expectedID)")
            case .new where seen.contains(inner):
                throw Mismatch(description: "consumer \(id)'s chain resolved old instance \(inner), expected a new one")
            default:
                break
            }
            watch(instance.inner!)
        }
        switch expected {
        case .existing(let expectedID) where expectedID != returned:
            throw Mismatch(description: "consumer \(id) read instance \(returned), expected \(expectedID)")
        case .new where seen.contains(returned):
            throw Mismatch(description: "consumer \(id) read old instance \(returned), expected a new one")
        default:
            break
        }
        guard librarySource == nil || librarySource == source else {
            throw Mismatch(
                description: "consumer \(id) resolved from \(String(describing: librarySource)), expected \(source)"
            )
        }
        trace("consumer \(id) read \(returned) from \(source)")
        watch(instance)
    }

    private func release() {
        count("release")
        guard let id = randomConsumer() else { return }
        trace("consumer \(id)")
        consumers[id] = nil
        eagerConsumers[id] = nil
        model.consumers[id] = nil
        consumerIDs.remove(at: index(of: id))
    }

    /// Where `id` is in ``consumerIDs``, which is sorted.
    private func index(of id: Int) -> Int {
        var (low, high) = (0, consumerIDs.count)
        while low < high {
            let middle = (low + high) / 2
            if consumerIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func inject() {
        count("inject")
        guard let id = randomConsumer() else { return }
        let replacement = Tracked(key: model.consumers[id]!.key)
        watch(replacement)
        if let eager = eagerConsumers[id] {
            eager.point = replacement  // an assignment replaces this property's instance only
        } else {
            consumers[id]!.injecting(replacement, for: \.point)
        }
        model.inject(id, instance: replacement.id)
    }

    private func setGlobalOverride(_ present: Bool) {
        count(present ? "override" : "remove override")
        let key = Int.random(in: 0..<3, using: &random)
        if present {
            DefaultValues.override(stressKey(key)) { Tracked(key: key) }
        } else {
            DefaultValues.removeOverride(stressKey(key))
        }
        model.setGlobalOverride(key, present: present)
    }

    /// Opens a frame in the current one (`parent`, the frame `withInjected(from:)` makes current), runs
    /// operations in it, and ends it after its body half the time.
    private func openFrame(depth: Int, in parent: ReferenceModel.FrameModel? = nil) throws(Mismatch) {
        if parent == nil { count("open frame") }
        var overrides: [Int: Int] = [:]
        var replacement: Tracked?
        if Bool.random(using: &random) {
            let key = Int.random(in: 0..<3, using: &random)
            let instance = Tracked(key: key)
            overrides[key] = instance.id
            replacement = instance
            watch(instance)
        }
        let frame = ReferenceModel.FrameModel(parent: parent ?? model.currentFrame, overrides: overrides)
        model.open(frame)
        trace(
            "frame \(ObjectIdentifier(frame).hashValue % 10000) in frame \(ObjectIdentifier(frame.parent!).hashValue % 10000)"
                + "\(frame.hasEnded ? " (ended)" : ""), overrides \(overrides)"
        )
        var failure: Mismatch?
        var opened: InjectionFrame?
        withInjected({ values in
            if let replacement { values[stressKey(replacement.key)] = replacement }
        }) {
            replacement = nil  // the frame holds it now
            opened = InjectionFrame.current
            // `withInjected(from:)` made the consumer's frame current, which the model says the new one is in.
            let expectedParent =
                frame.parent === model.root ? .root : libraryFrames[ObjectIdentifier(frame.parent!)]?.frame
            guard let opened, opened.parent === expectedParent else {
                failure = Mismatch(description: "a frame opened in another frame than the model's")
                return
            }
            libraryFrames[ObjectIdentifier(frame)] = WeakFrame(frame: opened)
            do throws(Mismatch) { try runOperations(depth: depth + 1) } catch { failure = error }
        }
        model.openFrames.removeLast()
        frame.isOpen = false
        if let failure { throw failure }
        // Half the frames end after their body, as a test's frame does when the test ends (leases
        // ended) and a SwiftUI model's when its view goes (leases kept); the others may end later.
        if let ending = opened, Bool.random(using: &random) {
            let endingLeases = Bool.random(using: &random)
            count(endingLeases ? "end frame" : "end frame, leases kept")
            ending.dropInstances(endingLeases: endingLeases)
            model.endFrame(frame, endingLeases: endingLeases)
        } else if let opened {
            closedFrames.append((WeakFrame(frame: opened), frame))
            if closedFrames.count > 8 { closedFrames.removeFirst() }
        }
        opened = nil
    }

    /// Ends, again or for the first time, one of the last frames whose body returned, if something still
    /// holds it: the leases ended or kept, as a test's frame or a SwiftUI model's does.
    private func endEarlierFrame() throws(Mismatch) {
        guard !closedFrames.isEmpty else { return try read() }
        let (reference, frame) = closedFrames.remove(at: Int.random(in: 0..<closedFrames.count, using: &random))
        let endingLeases = Bool.random(using: &random)
        count(endingLeases ? "end earlier frame" : "end earlier frame, leases kept")
        trace("frame \(ObjectIdentifier(frame).hashValue % 10000)\(frame.hasEnded ? ", ended before" : "")")
        guard let ending = reference.frame else { return }
        ending.dropInstances(endingLeases: endingLeases)
        model.endFrame(frame, endingLeases: endingLeases)
    }

    private func watch(_ instance: Tracked) {
        seen.insert(instance.id)
        watched[instance.id] = WeakTracked(instance: instance)
    }

    /// Compares the instances alive in the library with the ones the model says must be alive.
    private func check() throws(Mismatch) {
        let expected = model.liveInstances()
        maxLive = max(maxLive, expected.count)
        for (id, reference) in watched {
            let alive = reference.instance != nil
            if alive != expected.contains(id) {
                throw Mismatch(
                    description:
                        "instance \(id) is \(alive ? "alive" : "released") but should be \(alive ? "released" : "alive")"
                )
            }
            if !alive { watched[id] = nil }
        }
        for id in expected where watched[id] == nil {
            throw Mismatch(description: "instance \(id) should be alive but was never seen or already released")
        }
    }
}

/// A weak reference to a tracked instance, boxed: copying a box as `check()` walks the table costs a
/// retain, copying a weak reference a side-table update.
final class WeakTracked {
    weak var instance: Tracked?

    init(instance: Tracked) {
        self.instance = instance
    }
}
