import Benchmark
import Inject
import Swinject

// Scenario 7: 100,000 consumers created, resolved and released, sample after sample.
//
// One sample creates 100,000 consumers (all alive at once), reads their three injected properties
// (one of each kind: .temporary/.local, .shared/.local, .shared/.permanent) and releases them.
// Peak resident memory shows the cost of 100,000 live consumers; "memory left (bytes)" is what the
// sample allocated and did not free, which is 0 when memory returns to its baseline.

extension DefaultValues {
    var churnLocal: SmallService { SmallService() }
    var churnShared: SmallService { SmallService() }
    var churnPermanent: SmallService { SmallService() }
}

final class ChurnConsumer {
    @Injected(\.churnLocal) var local
    @Injected(\.churnShared, .shared) var shared
    @Injected(\.churnPermanent, .shared, .permanent) var permanent
}

/// The baseline consumer, and what Swinject builds by constructor injection.
final class PlainChurnConsumer {
    let local: SmallService
    let shared: SmallService
    let permanent: SmallService

    init(local: SmallService, shared: SmallService, permanent: SmallService) {
        self.local = local
        self.shared = shared
        self.permanent = permanent
    }
}

let churnConsumersPerSample = 100_000

extension Benchmark.Configuration {
    /// One sample is a whole churn of 100,000 consumers.
    static var churn: Self {
        .init(
            metrics: BenchmarkRunSettings.metrics + [.peakMemoryResident],
            warmupIterations: BenchmarkRunSettings.smoke ? 0 : 1,
            scalingFactor: .one,
            maxDuration: BenchmarkRunSettings.smoke ? .milliseconds(10) : .seconds(3),
            maxIterations: BenchmarkRunSettings.smoke ? 1 : 50
        )
    }
}

@MainActor
private let churnContainer: Container = {
    let container = Container()
    container.register(SmallService.self, name: "local") { _ in SmallService() }.inObjectScope(.transient)
    container.register(SmallService.self, name: "shared") { _ in SmallService() }.inObjectScope(.weak)
    container.register(SmallService.self, name: "permanent") { _ in SmallService() }.inObjectScope(.container)
    container.register(PlainChurnConsumer.self) { r in
        PlainChurnConsumer(
            local: r.resolve(SmallService.self, name: "local")!,
            shared: r.resolve(SmallService.self, name: "shared")!,
            permanent: r.resolve(SmallService.self, name: "permanent")!
        )
    }.inObjectScope(.transient)
    return container
}()

@MainActor
private let plainPermanent = SmallService()

func registerChurnBenchmarks() {
    let group = "7 Churn: 100,000 consumers created, resolved, released"

    mainActorBenchmark("\(group) | baseline: direct construction", configuration: .churn) { benchmark in
        var consumers: [PlainChurnConsumer] = []
        consumers.reserveCapacity(churnConsumersPerSample)
        let permanent = plainPermanent
        benchmark.startMeasurement()
        let shared = SmallService()
        var checksum: UInt = 0
        for _ in 0..<churnConsumersPerSample {
            consumers.append(PlainChurnConsumer(local: SmallService(), shared: shared, permanent: permanent))
        }
        for consumer in consumers {
            fold(&checksum, consumer.local)
            fold(&checksum, consumer.shared)
            fold(&checksum, consumer.permanent)
        }
        consumers.removeAll(keepingCapacity: true)
        benchmark.stopMeasurement()
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject", configuration: .churn) { benchmark in
        var consumers: [ChurnConsumer] = []
        consumers.reserveCapacity(churnConsumersPerSample)
        _ = ChurnConsumer().permanent
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for _ in 0..<churnConsumersPerSample {
            consumers.append(ChurnConsumer())
        }
        for consumer in consumers {
            fold(&checksum, consumer.local)
            fold(&checksum, consumer.shared)
            fold(&checksum, consumer.permanent)
        }
        consumers.removeAll(keepingCapacity: true)
        benchmark.stopMeasurement()
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Swinject resolve, .transient/.weak/.container", configuration: .churn) {
        benchmark in
        let container = churnContainer
        var consumers: [PlainChurnConsumer] = []
        consumers.reserveCapacity(churnConsumersPerSample)
        _ = container.resolve(SmallService.self, name: "permanent")!
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for _ in 0..<churnConsumersPerSample {
            consumers.append(container.resolve(PlainChurnConsumer.self)!)
        }
        for consumer in consumers {
            fold(&checksum, consumer.local)
            fold(&checksum, consumer.shared)
            fold(&checksum, consumer.permanent)
        }
        consumers.removeAll(keepingCapacity: true)
        benchmark.stopMeasurement()
        blackHole(checksum)
    }

    // swift-dependencies cannot express .temporary or .local (see scenario 2); not measured.
}
