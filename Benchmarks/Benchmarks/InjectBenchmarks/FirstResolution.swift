import Benchmark
import Dependencies
import Inject
import Swinject

// Scenario 2: the first read of an injection point.
//
// Each sample makes 1,000 fresh consumers before the measurement starts and releases them after it
// stops, so only the first reads are measured. The direct baseline constructs a `SmallService` and
// stores it in a slot of a fresh object, the same work an injection point does on its first read.

final class LocalConsumer {
    @Injected(\.benchTemporaryLocal) var service
}

final class SharedPermanentConsumer {
    @Injected(\.benchSharedPermanent, .shared, .permanent) var service
}

final class SharedLocalConsumer {
    @Injected(\.benchSharedLocal, .shared, .local) var service
}

func registerFirstResolutionBenchmarks() {
    registerDirectConstruction(group: "2a First resolution .temporary/.local")
    registerDirectConstruction(group: "2b First resolution .shared/.permanent, fresh consumer")
    registerDirectConstruction(group: "2c First resolution .shared/.local, held elsewhere")

    // MARK: 2a: .temporary + .local constructs the instance.

    mainActorBenchmark("2a First resolution .temporary/.local | Inject") { benchmark in
        let consumers = (0..<WarmConsumers.count).map { _ in LocalConsumer() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(consumers)
        blackHole(checksum)
    }

    mainActorBenchmark("2a First resolution .temporary/.local | hand-written lazy var") { benchmark in
        let consumers = (0..<WarmConsumers.count).map { _ in LazyConsumer() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(consumers)
        blackHole(checksum)
    }

    mainActorBenchmark("2a First resolution .temporary/.local | Swinject resolve, .transient") { benchmark in
        let container = SwinjectContainers.transient
        let slots = (0..<WarmConsumers.count).map { _ in DirectSlot() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for slot in slots {
            let service = container.resolve(SmallService.self)!
            slot.service = service
            fold(&checksum, service)
        }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(slots)
        blackHole(checksum)
    }

    // swift-dependencies cannot express .temporary: a key has one cached value per set of dependencies.

    // MARK: 2b: .shared + .permanent finds the instance in storage.

    mainActorBenchmark("2b First resolution .shared/.permanent, fresh consumer | Inject") { benchmark in
        _ = SharedPermanentConsumer().service
        let consumers = (0..<WarmConsumers.count).map { _ in SharedPermanentConsumer() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(consumers)
        blackHole(checksum)
    }

    mainActorBenchmark("2b First resolution .shared/.permanent, fresh consumer | Swinject resolve, .container") {
        benchmark in
        let container = SwinjectContainers.singleton
        _ = container.resolve(SmallService.self)!
        let slots = (0..<WarmConsumers.count).map { _ in DirectSlot() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for slot in slots {
            let service = container.resolve(SmallService.self)!
            slot.service = service
            fold(&checksum, service)
        }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(slots)
        blackHole(checksum)
    }

    mainActorBenchmark("2b First resolution .shared/.permanent, fresh consumer | swift-dependencies @Dependency") {
        benchmark in
        _ = DependenciesConsumer().service
        let consumers = (0..<WarmConsumers.count).map { _ in DependenciesConsumer() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(consumers)
        blackHole(checksum)
    }

    // MARK: 2c: .shared + .local while another consumer holds the instance.

    mainActorBenchmark("2c First resolution .shared/.local, held elsewhere | Inject") { benchmark in
        let holder = SharedLocalConsumer()
        _ = holder.service
        let consumers = (0..<WarmConsumers.count).map { _ in SharedLocalConsumer() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(consumers)
        blackHole(checksum)
        blackHole(holder)
    }

    mainActorBenchmark("2c First resolution .shared/.local, held elsewhere | Swinject resolve, .weak") {
        benchmark in
        let container = SwinjectContainers.weak
        let held = container.resolve(SmallService.self)!
        let slots = (0..<WarmConsumers.count).map { _ in DirectSlot() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for slot in slots {
            let service = container.resolve(SmallService.self)!
            slot.service = service
            fold(&checksum, service)
        }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(slots)
        blackHole(checksum)
        blackHole(held)
    }

    // swift-dependencies cannot express .local: a cached value lives as long as its dependencies.
}

/// The direct baseline of a first resolution: construct a small class and store it in a fresh slot.
private func registerDirectConstruction(group: String) {
    mainActorBenchmark("\(group) | baseline: direct construction") { benchmark in
        let slots = (0..<WarmConsumers.count).map { _ in DirectSlot() }
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for slot in slots {
            let service = SmallService()
            slot.service = service
            fold(&checksum, service)
        }
        benchmark.stopMeasurement()
        // Released after the measurement stops, not after their last use inside it.
        blackHole(slots)
        blackHole(checksum)
    }
}
