import Benchmark
import Inject

// Scenarios 2d and 2e: create a consumer and make its first read, the rows of issue 12 as it states
// them ("create a consumer and resolve one `.temporary` property", "create a consumer of an existing
// `.shared` or `.permanent` instance"). Scenarios 2a–2c measure the first read alone, of consumers made
// before the measurement starts.
//
// One operation creates a consumer, reads its property and keeps the consumer; the array that keeps
// the 1,000 consumers of a sample is reserved before the measurement starts and released after it
// stops.

func registerCreateAndReadBenchmarks() {
    let temporary = "2d Create a consumer, resolve one .temporary/.local property"

    mainActorBenchmark("\(temporary) | baseline: direct construction") { benchmark in
        measureCreateAndRead(benchmark, { PlainConsumer(service: SmallService()) }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(temporary) | hand-written lazy var") { benchmark in
        measureCreateAndRead(benchmark, { LazyConsumer() }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(temporary) | Inject") { benchmark in
        measureCreateAndRead(benchmark, { LocalConsumer() }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(temporary) | Inject, constructor injection") { benchmark in
        measureCreateAndRead(benchmark, { ResolvedConsumer() }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(temporary) | Inject @Resolved") { benchmark in
        measureCreateAndRead(benchmark, { EagerResolvedConsumer() }, read: { fold(&$1, $0.service) })
    }

    let shared = "2e Create a consumer of an existing .shared/.permanent instance"

    mainActorBenchmark("\(shared) | baseline: direct construction") { benchmark in
        let existing = SmallService()
        measureCreateAndRead(benchmark, { PlainConsumer(service: existing) }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(shared) | Inject") { benchmark in
        _ = SharedPermanentConsumer().service
        measureCreateAndRead(benchmark, { SharedPermanentConsumer() }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(shared) | Inject, constructor injection") { benchmark in
        _ = SharedResolvedConsumer().service
        measureCreateAndRead(benchmark, { SharedResolvedConsumer() }, read: { fold(&$1, $0.service) })
    }

    mainActorBenchmark("\(shared) | Inject @Resolved") { benchmark in
        _ = SharedEagerResolvedConsumer().service
        measureCreateAndRead(benchmark, { SharedEagerResolvedConsumer() }, read: { fold(&$1, $0.service) })
    }
}

/// Measures 1,000 operations, each creating a consumer with `create` and reading it with `read`, which
/// folds what it reads into the checksum; the consumers are kept until the measurement stops, so that
/// releasing them is not measured. Scenarios 2d, 2e and 3b use it.
///
/// Inlined, with the closures each benchmark passes, so that an operation is the same code as a loop
/// written out in the benchmark.
@MainActor @inline(__always)
func measureCreateAndRead<Consumer: AnyObject>(
    _ benchmark: Benchmark,
    _ create: () -> Consumer,
    read: (Consumer, inout UInt) -> Void
) {
    var consumers: [Consumer] = []
    consumers.reserveCapacity(WarmConsumers.count)
    benchmark.startMeasurement()
    var checksum: UInt = 0
    for _ in 0..<WarmConsumers.count {
        let consumer = create()
        read(consumer, &checksum)
        consumers.append(consumer)
    }
    benchmark.stopMeasurement()
    blackHole(consumers)
    blackHole(checksum)
}
