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
    private var nextConsumer = 0
    /// Instances that are, or may still be, alive: id → weak reference.
    private var watched: [Int: WeakTracked] = [:]
    private var seen: Set<Int> = []
    private var counts: [String: Int] = [:]
    private var maxLive = 0

    init(seed: UInt64, operations: Int) {
        self.seed = seed
        self.operationCount = operations
        random = SeededGenerator(seed: seed)
    }

    func run() -> Report {
        DefaultValues.reset()
        defer {
            consumers.removeAll()
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
            case 0..<22: create()
            case 22..<52: try read()
            case 52..<66: release()
            case 66..<71: inject()
            case 71..<75: setGlobalOverride(true)
            case 75..<79: setGlobalOverride(false)
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
            default:
                try read()
            }
            try check()
        }
    }

    private func count(_ operation: String) {
        counts[operation, default: 0] += 1
    }

    private func create() {
        count("create")
        let key = Int.random(in: 0..<3, using: &random)
        let scope = Bool.random(using: &random) ? Scope.temporary : .shared
        let lifespan = Int.random(in: 0..<4, using: &random) == 0 ? Lifespan.permanent : .local
        nextConsumer += 1
        consumers[nextConsumer] = StressConsumer(key: key, scope: scope, lifespan: lifespan)
        model.consumers[nextConsumer] = ReferenceModel.Point(
            key: key,
            scope: scope,
            lifespan: lifespan,
            frame: model.openFrames.last ?? model.root
        )
    }

    private func randomConsumer() -> Int? {
        guard !consumers.isEmpty else { return nil }
        return consumers.keys.sorted()[Int.random(in: 0..<consumers.count, using: &random)]
    }

    private func read() throws(Mismatch) {
        count("read")
        guard let id = randomConsumer() else { return }
        let instance = consumers[id]!.point
        let returned = instance.id
        let (expected, source) = model.read(id, returned: returned)
        switch expected {
        case .existing(let expectedID) where expectedID != returned:
            throw Mismatch(description: "consumer \(id) read instance \(returned), expected \(expectedID)")
        case .new where seen.contains(returned):
            throw Mismatch(description: "consumer \(id) read old instance \(returned), expected a new one")
        default:
            break
        }
        let librarySource = consumers[id]!.$point.source
        guard librarySource == source else {
            throw Mismatch(
                description: "consumer \(id) resolved from \(String(describing: librarySource)), expected \(source)"
            )
        }
        watch(instance)
    }

    private func release() {
        count("release")
        guard let id = randomConsumer() else { return }
        consumers[id] = nil
        model.consumers[id] = nil
    }

    private func inject() {
        count("inject")
        guard let id = randomConsumer() else { return }
        let replacement = Tracked(key: model.consumers[id]!.key)
        watch(replacement)
        consumers[id]!.injecting(replacement, for: \.point)
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

    private func openFrame(depth: Int) throws(Mismatch) {
        count("open frame")
        var overrides: [Int: Int] = [:]
        var replacement: Tracked?
        if Bool.random(using: &random) {
            let key = Int.random(in: 0..<3, using: &random)
            let instance = Tracked(key: key)
            overrides[key] = instance.id
            replacement = instance
            watch(instance)
        }
        let frame = ReferenceModel.FrameModel(parent: model.openFrames.last ?? model.root, overrides: overrides)
        model.openFrames.append(frame)
        var failure: Mismatch?
        withInjected({ values in
            if let replacement { values[stressKey(replacement.key)] = replacement }
        }) {
            replacement = nil  // the frame holds it now
            do throws(Mismatch) { try runOperations(depth: depth + 1) } catch { failure = error }
        }
        model.openFrames.removeLast()
        frame.isOpen = false
        if let failure { throw failure }
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

struct WeakTracked {
    weak var instance: Tracked?
}
