import Benchmark
import Inject
import ScaleKeys
import Swinject

// Scenario 6: looking up a `.shared` + `.permanent` instance among 10, 1,000 and 10,000 distinct keys.
//
// The keys are declared in the ScaleKeys target (its GenerateScaleKeys plugin). Every key resolves
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

private func registerScale(count: Int, keys makeKeys: @escaping @Sendable () -> [KeyPath<DefaultValues, ScaleService>])
{
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

// MARK: - 6b: 10,000 consumers alive among 1,000 keys

/// A consumer of one of the 1,000 scale keys, chosen when it is created.
final class ScaleConsumer {
    @Injected var service: ScaleService

    init(key: KeyPath<DefaultValues, ScaleService>) {
        _service = Injected(key)
    }
}

/// The hand-written consumer: a stored reference to an instance that exists.
final class PlainScaleConsumer {
    let service: ScaleService
    init(service: ScaleService) { self.service = service }
}

/// Each sample keeps 9,000 consumers alive, made before it starts, and creates 1,000 more, so that
/// 10,000 are alive when it stops; bytes per operation are what one consumer holds.
func registerScaleCreationBenchmarks() {
    let group = "6b Scale: create a consumer among 1,000 keys, 10,000 alive"
    let alive = 9_000

    mainActorBenchmark("\(group) | baseline: stored reference") { benchmark in
        let services = (0..<1_000).map { ScaleService(id: $0) }
        let held = (0..<alive).map { PlainScaleConsumer(service: services[$0 % services.count]) }
        var consumers: [PlainScaleConsumer] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            consumers.append(PlainScaleConsumer(service: services[index % services.count]))
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
        blackHole(held)
    }

    var cachedKeys: [KeyPath<DefaultValues, ScaleService>]?
    mainActorBenchmark("\(group) | Inject") { benchmark in
        let keys = cachedKeys ?? scaleKeys1000()
        cachedKeys = keys
        let held = (0..<alive).map { ScaleConsumer(key: keys[$0 % keys.count]) }
        var consumers: [ScaleConsumer] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            consumers.append(ScaleConsumer(key: keys[index % keys.count]))
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
        blackHole(held)
    }
}
