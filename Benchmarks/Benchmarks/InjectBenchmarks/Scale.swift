import Benchmark
import Inject
import ScaleKeys
import Swinject

// Scenario 6: looking up a `.shared` + `.permanent` instance among 10, 1,000 and 10,000 distinct keys.
//
// The keys are declared in the ScaleKeys target (Benchmarks/Scripts/generate-keys.py). Every key resolves
// once before the first sample, so the global storage holds all of them; each sample then resolves
// 1,000 of them, scattered over the table, with `resolve(_:_:_:)` as a fresh consumer would.

/// The 1,000 key indexes one sample resolves: a prime stride scatters them over the table, and each
/// sample starts where the previous one ended, so that every key is visited.
@MainActor
private func sampleIndexes(count: Int, start: inout Int) -> [Int] {
    let indexes = (0..<WarmConsumers.count).map { (start + $0 * 7_919) % count }
    start = (start + WarmConsumers.count * 7_919) % count
    return indexes
}

@MainActor
private final class SwinjectNamedContainer {
    let container = Container()
    let names: [String]

    init(count: Int) {
        names = (0..<count).map { "key\($0)" }
        for (index, name) in names.enumerated() {
            container.register(ScaleService.self, name: name) { _ in ScaleService(id: index) }
                .inObjectScope(.container)
        }
        for name in names { _ = container.resolve(ScaleService.self, name: name)! }
    }
}

/// `DirectSlot` for the scale scenario's value type.
private final class ScaleSlot {
    var service: ScaleService?
}

func registerScaleBenchmarks() {
    registerScale(count: 10, keys: scaleKeys10)
    registerScale(count: 1_000, keys: scaleKeys1000)
    registerScale(count: 10_000, keys: scaleKeys10000)
}

private func registerScale(count: Int, keys makeKeys: @escaping @Sendable () -> [KeyPath<DefaultValues, ScaleService>]) {
    let group = "6 Scale: .shared/.permanent lookup among \(count.formatted()) keys"

    mainActorBenchmark("\(group) | baseline: direct construction") { benchmark in
        let slots = (0..<WarmConsumers.count).map { _ in ScaleSlot() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for slot in slots {
            let service = ScaleService(id: 1)
            slot.service = service
            fold(&checksum, service)
        }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(slots)
        blackHole(checksum)
    }

    var injectStart = 0
    var injectKeys: [KeyPath<DefaultValues, ScaleService>]?
    mainActorBenchmark("\(group) | Inject") { benchmark in
        let keys = injectKeys ?? makeKeys()
        if injectKeys == nil {
            for key in keys { _ = resolve(key, .shared, .permanent) }
            injectKeys = keys
        }
        let indexes = sampleIndexes(count: count, start: &injectStart)
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for index in indexes { fold(&checksum, resolve(keys[index], .shared, .permanent)) }
        benchmark.stopMeasurement()
        blackHole(checksum)
    }

    var swinject: SwinjectNamedContainer?
    var swinjectStart = 0
    mainActorBenchmark("\(group) | Swinject resolve by name, .container") { benchmark in
        let named = swinject ?? SwinjectNamedContainer(count: count)
        swinject = named
        let indexes = sampleIndexes(count: count, start: &swinjectStart)
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for index in indexes { fold(&checksum, named.container.resolve(ScaleService.self, name: named.names[index])!) }
        benchmark.stopMeasurement()
        blackHole(checksum)
    }

    // swift-dependencies would need one generated key type per dependency and a generic read per
    // type; not measured.
}
