import Benchmark
import Dependencies
import Inject

// Scenario 5: the reads of scenarios 1 and 2 with a global override active, and inside a scoped
// (task-local) override. Each group's baseline is the same read with no override, measured the same
// way in the same run. Overrides use keys of their own, so they never reach another scenario.

final class OverriddenConsumer {
    @Injected(\.benchOverridden) var service
}

final class OverriddenSharedConsumer {
    @Injected(\.benchOverriddenShared, .shared, .permanent) var service
}

/// How a benchmark of this scenario installs its override around the work.
private enum OverrideKind: CaseIterable {
    case none
    case global
    case scoped

    var label: String {
        switch self {
        case .none: "baseline: Inject, no override"
        case .global: "Inject, global override (DefaultValues.override)"
        case .scoped: "Inject, override in a frame (withInjected)"
        }
    }

    /// Runs `body` with an override of `key` installed, and removes it afterwards.
    @MainActor
    func run(overriding key: KeyPath<DefaultValues, SmallService>, _ body: () -> Void) {
        switch self {
        case .none:
            body()
        case .global:
            DefaultValues.override(key) { SmallService(id: 2) }
            body()
            DefaultValues.removeOverride(key)
        case .scoped:
            withInjected(key, SmallService(id: 3)) { body() }
        }
    }
}

func registerOverrideBenchmarks() {
    let warm = "5a Warm read, override active"
    let local = "5b First resolution .temporary/.local, override active"
    let shared = "5c First resolution .shared/.permanent, fresh consumer, override active"

    for kind in OverrideKind.allCases {
        mainActorBenchmark("\(warm) | \(kind.label)") { benchmark in
            kind.run(overriding: \.benchOverridden) {
                let consumers = (0..<WarmConsumers.count).map { _ in OverriddenConsumer() }
                for consumer in consumers { _ = consumer.service }
                benchmark.startMeasurement()
                var checksum: UInt = 0
                for consumer in consumers { fold(&checksum, consumer.service) }
                benchmark.stopMeasurement()
                // Released after the measurement stops, not after their last use inside it.
                blackHole(consumers)
                blackHole(checksum)
            }
        }

        mainActorBenchmark("\(local) | \(kind.label)") { benchmark in
            kind.run(overriding: \.benchOverridden) {
                let consumers = (0..<WarmConsumers.count).map { _ in OverriddenConsumer() }
                benchmark.startMeasurement()
                var checksum: UInt = 0
                for consumer in consumers { fold(&checksum, consumer.service) }
                benchmark.stopMeasurement()
                // Released after the measurement stops, not after their last use inside it.
                blackHole(consumers)
                blackHole(checksum)
            }
        }

        mainActorBenchmark("\(shared) | \(kind.label)") { benchmark in
            kind.run(overriding: \.benchOverriddenShared) {
                _ = OverriddenSharedConsumer().service
                let consumers = (0..<WarmConsumers.count).map { _ in OverriddenSharedConsumer() }
                benchmark.startMeasurement()
                var checksum: UInt = 0
                for consumer in consumers { fold(&checksum, consumer.service) }
                benchmark.stopMeasurement()
                // Released after the measurement stops, not after their last use inside it.
                blackHole(consumers)
                blackHole(checksum)
            }
        }
    }

    // swift-dependencies' override in withDependencies. Its reads always look the value up, so the warm read and
    // the read from a fresh consumer are the same operation; a global override (`prepareDependencies`)
    // can only be made once per process, before the first read, so it is not measured.
    mainActorBenchmark("\(warm) | swift-dependencies, inside withDependencies") { benchmark in
        let consumers = WarmConsumers.dependencies
        withDependencies {
            $0.benchService = SmallService(id: 2)
        } operation: {
            _ = consumers[0].service
            benchmark.startMeasurement()
            var checksum: UInt = 0
            for consumer in consumers { fold(&checksum, consumer.service) }
            benchmark.stopMeasurement()
            // Released after the measurement stops, not after their last use inside it.
            blackHole(consumers)
            blackHole(checksum)
        }
    }

    mainActorBenchmark("\(shared) | swift-dependencies, inside withDependencies") { benchmark in
        withDependencies {
            $0.benchService = SmallService(id: 2)
        } operation: {
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
    }
}
