import Benchmark
import Dependencies
import Inject
import KeyPathFloor
import Swinject

// Scenario 3: creating a consumer with five injected properties that are never read. Scenario 3b: the
// same consumer, with all five read, the second half of issue 12's row.
//
// Each sample creates 1,000 consumers into an array whose storage exists before the measurement
// starts, and releases them after it stops: time, mallocs and bytes are those of creation (and, in 3b,
// of the reads) alone.

extension DefaultValues {
    var benchFive1: SmallService { SmallService(id: 1) }
    var benchFive2: SmallService { SmallService(id: 2) }
    var benchFive3: SmallService { SmallService(id: 3) }
    var benchFive4: SmallService { SmallService(id: 4) }
    var benchFive5: SmallService { SmallService(id: 5) }
}

final class FiveInjected {
    @Injected(\.benchFive1) var one
    @Injected(\.benchFive2) var two
    @Injected(\.benchFive3) var three
    @Injected(\.benchFive4, .shared) var four
    @Injected(\.benchFive5, .shared, .permanent) var five
}

/// Five `@Resolved` properties of instances that already exist (`.shared` + `.permanent`): the eager
/// form doing the baseline's work, which finds five instances and stores them.
@MainActor
final class FiveResolved {
    @Resolved(\.benchFive1, .shared, .permanent) var one
    @Resolved(\.benchFive2, .shared, .permanent) var two
    @Resolved(\.benchFive3, .shared, .permanent) var three
    @Resolved(\.benchFive4, .shared, .permanent) var four
    @Resolved(\.benchFive5, .shared, .permanent) var five
}

/// `FiveInjected`'s five properties with `@Resolved`, in the same scopes and lifespans: three new
/// instances, one `.shared` + `.local` and one `.shared` + `.permanent` instance found (scenario 3b).
@MainActor
final class FiveResolvedMixed {
    @Resolved(\.benchFive1) var one
    @Resolved(\.benchFive2) var two
    @Resolved(\.benchFive3) var three
    @Resolved(\.benchFive4, .shared) var four
    @Resolved(\.benchFive5, .shared, .permanent) var five
}

/// The baseline: five stored references to instances that already exist.
final class FivePlain {
    let one: SmallService
    let two: SmallService
    let three: SmallService
    let four: SmallService
    let five: SmallService

    init(one: SmallService, two: SmallService, three: SmallService, four: SmallService, five: SmallService) {
        self.one = one
        self.two = two
        self.three = three
        self.four = four
        self.five = five
    }
}

/// Scenario 3's five instances under their key paths, made once, before the first sample.
let fiveByKeyPath = KeyPathLookupFloor(
    [
        (\DefaultValues.benchFive1, SmallService(id: 1)),
        (\DefaultValues.benchFive2, SmallService(id: 2)),
        (\DefaultValues.benchFive3, SmallService(id: 3)),
        (\DefaultValues.benchFive4, SmallService(id: 4)),
        (\DefaultValues.benchFive5, SmallService(id: 5)),
    ]
)

/// The baseline's object finding each instance by its key path in `fiveByKeyPath`: the floor under
/// `FiveResolved` for any resolution by key path.
final class FiveLookedUp {
    let one: SmallService
    let two: SmallService
    let three: SmallService
    let four: SmallService
    let five: SmallService

    init() {
        let table = fiveByKeyPath
        one = table.instance(for: \DefaultValues.benchFive1)
        two = table.instance(for: \DefaultValues.benchFive2)
        three = table.instance(for: \DefaultValues.benchFive3)
        four = table.instance(for: \DefaultValues.benchFive4)
        five = table.instance(for: \DefaultValues.benchFive5)
    }
}

/// Five properties made on first read, written by hand.
final class FiveLazyVars {
    lazy var one = SmallService(id: 1)
    lazy var two = SmallService(id: 2)
    lazy var three = SmallService(id: 3)
    lazy var four = SmallService(id: 4)
    lazy var five = SmallService(id: 5)
}

final class FiveDependencies {
    @Dependency(\.benchService) var one
    @Dependency(\.benchService) var two
    @Dependency(\.benchService) var three
    @Dependency(\.benchService) var four
    @Dependency(\.benchService) var five
}

/// Swinject defers a resolution with `Lazy`; the consumer is created by the container.
final class FiveLazy {
    let one: Lazy<SmallService>
    let two: Lazy<SmallService>
    let three: Lazy<SmallService>
    let four: Lazy<SmallService>
    let five: Lazy<SmallService>

    init(
        one: Lazy<SmallService>,
        two: Lazy<SmallService>,
        three: Lazy<SmallService>,
        four: Lazy<SmallService>,
        five: Lazy<SmallService>
    ) {
        self.one = one
        self.two = two
        self.three = three
        self.four = four
        self.five = five
    }
}

@MainActor
private let fiveLazyContainer: Container = {
    let container = Container()
    container.register(SmallService.self) { _ in SmallService() }
    container.register(FiveLazy.self) { resolver in
        FiveLazy(
            one: resolver.resolve(Lazy<SmallService>.self)!,
            two: resolver.resolve(Lazy<SmallService>.self)!,
            three: resolver.resolve(Lazy<SmallService>.self)!,
            four: resolver.resolve(Lazy<SmallService>.self)!,
            five: resolver.resolve(Lazy<SmallService>.self)!
        )
    }
    return container
}()

func registerConsumerCreationBenchmarks() {
    registerFiveUntouchedBenchmarks()
    registerFiveReadBenchmarks()
}

private func registerFiveUntouchedBenchmarks() {
    let group = "3 Create a consumer with five injected properties, untouched"

    mainActorBenchmark("\(group) | baseline: five stored references") { benchmark in
        let services = (1...5).map { SmallService(id: $0) }
        var consumers: [FivePlain] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(
                FivePlain(one: services[0], two: services[1], three: services[2], four: services[3], five: services[4])
            )
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | Inject") { benchmark in
        var consumers: [FiveInjected] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(FiveInjected())
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | Inject @Resolved, five existing .shared/.permanent") { benchmark in
        _ = FiveResolved()
        var consumers: [FiveResolved] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(FiveResolved())
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | hand-written floor: five lookups by key path, no checks") { benchmark in
        _ = FiveLookedUp()
        var consumers: [FiveLookedUp] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(FiveLookedUp())
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | hand-written lazy var") { benchmark in
        var consumers: [FiveLazyVars] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(FiveLazyVars())
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | Swinject resolve, five Lazy") { benchmark in
        let container = fiveLazyContainer
        var consumers: [FiveLazy] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(container.resolve(FiveLazy.self)!)
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }

    mainActorBenchmark("\(group) | swift-dependencies @Dependency") { benchmark in
        var consumers: [FiveDependencies] = []
        consumers.reserveCapacity(WarmConsumers.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            consumers.append(FiveDependencies())
        }
        benchmark.stopMeasurement()
        blackHole(consumers)
    }
}

private func registerFiveReadBenchmarks() {
    let group = "3b Create a consumer with five injected properties, all five read"

    // `FiveInjected`'s work written by hand: three new instances, the `.shared` and the `.permanent`
    // one passed in as they exist. Each Inject benchmark makes and reads a first consumer before it
    // measures, so that its `.shared` + `.permanent` instance exists as the baseline's does.
    mainActorBenchmark("\(group) | baseline: three made, two existing") { benchmark in
        let four = SmallService(id: 4)
        let five = SmallService(id: 5)
        measureCreateAndRead(benchmark) {
            FivePlain(
                one: SmallService(id: 1),
                two: SmallService(id: 2),
                three: SmallService(id: 3),
                four: four,
                five: five
            )
        } read: {
            foldFive(&$1, $0.one, $0.two, $0.three, $0.four, $0.five)
        }
    }

    mainActorBenchmark("\(group) | Inject") { benchmark in
        _ = FiveInjected().five
        measureCreateAndRead(benchmark) {
            FiveInjected()
        } read: {
            foldFive(&$1, $0.one, $0.two, $0.three, $0.four, $0.five)
        }
    }

    mainActorBenchmark("\(group) | Inject @Resolved") { benchmark in
        _ = FiveResolvedMixed()
        measureCreateAndRead(benchmark) {
            FiveResolvedMixed()
        } read: {
            foldFive(&$1, $0.one, $0.two, $0.three, $0.four, $0.five)
        }
    }
}

/// Folds the five instances a consumer of scenario 3b read into `checksum`.
@inline(__always)
private func foldFive(
    _ checksum: inout UInt,
    _ one: SmallService,
    _ two: SmallService,
    _ three: SmallService,
    _ four: SmallService,
    _ five: SmallService
) {
    fold(&checksum, one)
    fold(&checksum, two)
    fold(&checksum, three)
    fold(&checksum, four)
    fold(&checksum, five)
}
