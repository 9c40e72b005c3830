import Benchmark
import Dependencies
import Inject
import Swinject

// Scenario 1: reading an injection point that has already resolved.
//
// Each sample reads 1,000 distinct consumers once each, so no read can be hoisted out of the loop
// and every read touches its own objects, as reads in an app do.

/// A consumer with one injected property of each scope × lifespan.
final class WarmConsumer {
    @Injected(\.benchTemporaryLocal) var temporaryLocal
    @Injected(\.benchTemporaryPermanent, .temporary, .permanent) var temporaryPermanent
    @Injected(\.benchSharedLocal, .shared, .local) var sharedLocal
    @Injected(\.benchSharedPermanent, .shared, .permanent) var sharedPermanent
}

/// What Factory's `@Injected` is (Factory is not available on this machine): a property wrapper that
/// resolves in its initializer and keeps the instance in a stored `var`, beside a closure that finds
/// its factory again (Factory's `thunk`), with a getter and a mutating setter.
@propertyWrapper
struct EagerInjected<Value> {
    private var make: () -> Value
    private var dependency: Value

    init(_ make: @escaping () -> Value) {
        self.make = make
        dependency = make()
    }

    var wrappedValue: Value {
        get { dependency }
        set { dependency = newValue }
    }
}

/// A consumer of the eager wrapper: its reads are reads of a stored property through a wrapper.
final class EagerConsumer {
    @EagerInjected({ SmallService() }) var service
}

/// swift-dependencies' equivalent consumer: every read looks the value up again.
final class DependenciesConsumer {
    @Dependency(\.benchService) var service
}

/// Consumers made once per process and reused by every sample, so that reads stay warm.
@MainActor
enum WarmConsumers {
    static let count = 1_000

    static let inject: [WarmConsumer] = (0..<count).map { _ in
        let consumer = WarmConsumer()
        _ = consumer.temporaryLocal
        _ = consumer.temporaryPermanent
        _ = consumer.sharedLocal
        _ = consumer.sharedPermanent
        return consumer
    }

    static let plain: [PlainConsumer] = (0..<count).map { _ in PlainConsumer(service: SmallService()) }

    static let eager: [EagerConsumer] = (0..<count).map { _ in EagerConsumer() }

    static let resolved: [ResolvedConsumer] = (0..<count).map { _ in ResolvedConsumer() }

    static let eagerResolved: [EagerResolvedConsumer] = (0..<count).map { _ in EagerResolvedConsumer() }

    static let lazy: [LazyConsumer] = (0..<count).map { _ in
        let consumer = LazyConsumer()
        _ = consumer.service
        return consumer
    }

    static let dependencies: [DependenciesConsumer] = (0..<count).map { _ in DependenciesConsumer() }
}

func registerWarmReadBenchmarks() {
    let group = "1 Warm read"

    mainActorBenchmark("\(group) | baseline: stored let") { benchmark in
        let consumers = WarmConsumers.plain
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Factory-style eager wrapper") { benchmark in
        let consumers = WarmConsumers.eager
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | hand-written lazy var") { benchmark in
        let consumers = WarmConsumers.lazy
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .temporary/.local") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.temporaryLocal) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .temporary/.permanent") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.temporaryPermanent) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .shared/.local") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.sharedLocal) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .shared/.permanent") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.sharedPermanent) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject, constructor injection") { benchmark in
        let consumers = WarmConsumers.resolved
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject @Resolved") { benchmark in
        let consumers = WarmConsumers.eagerResolved
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    // Swinject has no resolved property: the warm path is a resolution of a `.container` singleton.
    mainActorBenchmark("\(group) | Swinject resolve, .container") { benchmark in
        let container = SwinjectContainers.singleton
        _ = container.resolve(SmallService.self)!
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for _ in benchmark.scaledIterations { fold(&checksum, container.resolve(SmallService.self)!) }
        blackHole(checksum)
    }

    // swift-dependencies has no resolved property either: every read of `@Dependency` looks it up.
    mainActorBenchmark("\(group) | swift-dependencies @Dependency") { benchmark in
        let consumers = WarmConsumers.dependencies
        _ = consumers[0].service
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { fold(&checksum, consumer.service) }
        blackHole(checksum)
    }

    registerWarmReadInMethodBenchmarks()
}

// Scenario 1b: the same reads, made where an app makes most of them: in a method of the consumer.
//
// The method itself reads through `self`, which its caller keeps alive: two loads and a branch, no
// retain. But the method may take the first-read path, a call that can release objects, so a caller
// that only borrows the consumer (here an array element) retains and releases it around the method
// call, as scenario 1's loop does around each read; the baseline's method cannot release anything and
// is called without. Each method is a real call (not inlined), in the baseline as in Inject.

extension PlainConsumer {
    @inline(never) func serviceID() -> UInt { UInt(bitPattern: ObjectIdentifier(service)) }
}

extension EagerConsumer {
    @inline(never) func serviceID() -> UInt { UInt(bitPattern: ObjectIdentifier(service)) }
}

extension LazyConsumer {
    @inline(never) func serviceID() -> UInt { UInt(bitPattern: ObjectIdentifier(service)) }
}

extension ResolvedConsumer {
    @inline(never) func serviceID() -> UInt { UInt(bitPattern: ObjectIdentifier(service)) }
}

extension EagerResolvedConsumer {
    @inline(never) func serviceID() -> UInt { UInt(bitPattern: ObjectIdentifier(service)) }
}

extension WarmConsumer {
    @MainActor @inline(never) func temporaryLocalID() -> UInt { UInt(bitPattern: ObjectIdentifier(temporaryLocal)) }
    @MainActor @inline(never) func temporaryPermanentID() -> UInt {
        UInt(bitPattern: ObjectIdentifier(temporaryPermanent))
    }
    @MainActor @inline(never) func sharedLocalID() -> UInt { UInt(bitPattern: ObjectIdentifier(sharedLocal)) }
    @MainActor @inline(never) func sharedPermanentID() -> UInt { UInt(bitPattern: ObjectIdentifier(sharedPermanent)) }
}

private func registerWarmReadInMethodBenchmarks() {
    let group = "1b Warm read in a method of the consumer"

    mainActorBenchmark("\(group) | baseline: stored let") { benchmark in
        let consumers = WarmConsumers.plain
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.serviceID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Factory-style eager wrapper") { benchmark in
        let consumers = WarmConsumers.eager
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.serviceID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | hand-written lazy var") { benchmark in
        let consumers = WarmConsumers.lazy
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.serviceID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .temporary/.local") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.temporaryLocalID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .temporary/.permanent") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.temporaryPermanentID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .shared/.local") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.sharedLocalID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject .shared/.permanent") { benchmark in
        let consumers = WarmConsumers.inject
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.sharedPermanentID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject, constructor injection") { benchmark in
        let consumers = WarmConsumers.resolved
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.serviceID() }
        blackHole(checksum)
    }

    mainActorBenchmark("\(group) | Inject @Resolved") { benchmark in
        let consumers = WarmConsumers.eagerResolved
        benchmark.startMeasurement()
        var checksum: UInt = 0
        for consumer in consumers { checksum &+= consumer.serviceID() }
        blackHole(checksum)
    }
}
