// Instruction counts of the budget table's rows (Benchmarks/README.md) and their hand-written
// baselines, under valgrind's callgrind.
//
// Scripts/callgrind.sh builds this program in release mode and runs it once per probe with
// `--toggle-collect=<probe>`, so that only the probe's own instructions (and what it calls) count.
// Every probe is a non-inlined function that does one operation; the program calls it `iterations`
// times on fresh or warm objects, and the script divides. The fixtures mirror InjectPaired's.
//
// Usage: InjectCallgrind <probe> [iterations]
import Inject

final class Service: Sendable {
    let id: Int
    init(id: Int = 1) { self.id = id }
}

extension DefaultValues {
    var cgLocal: Service { Service() }
    var cgShared: Service { Service() }
    var cgFive1: Service { Service(id: 1) }
    var cgFive2: Service { Service(id: 2) }
    var cgFive3: Service { Service(id: 3) }
    var cgFive4: Service { Service(id: 4) }
    var cgFive5: Service { Service(id: 5) }
    var cgChainA: ChainNodeA { ChainNodeA(next: resolve(\.cgChainB)) }
    var cgChainB: ChainNodeB { ChainNodeB(next: resolve(\.cgChainC)) }
    var cgChainC: ChainNodeC { ChainNodeC() }
}

final class PlainConsumer {
    let service: Service
    init(service: Service) { self.service = service }
}

final class LazyConsumer {
    lazy var service = Service()
}

@MainActor final class ResolvedLocal { @Resolved(\.cgLocal) var service }
@MainActor final class ResolvedShared { @Resolved(\.cgShared, .shared, .permanent) var service }
final class InjectedLocal { @Injected(\.cgLocal) var service }
final class InjectedShared { @Injected(\.cgShared, .shared, .permanent) var service }

final class FivePlain {
    let one, two, three, four, five: Service
    init(_ one: Service, _ two: Service, _ three: Service, _ four: Service, _ five: Service) {
        (self.one, self.two, self.three, self.four, self.five) = (one, two, three, four, five)
    }
}

@MainActor final class FiveResolvedNew {
    @Resolved(\.cgFive1) var one
    @Resolved(\.cgFive2) var two
    @Resolved(\.cgFive3) var three
    @Resolved(\.cgFive4) var four
    @Resolved(\.cgFive5) var five
}

@MainActor final class FiveResolvedShared {
    @Resolved(\.cgFive1, .shared, .permanent) var one
    @Resolved(\.cgFive2, .shared, .permanent) var two
    @Resolved(\.cgFive3, .shared, .permanent) var three
    @Resolved(\.cgFive4, .shared, .permanent) var four
    @Resolved(\.cgFive5, .shared, .permanent) var five
}

final class FiveInjectedShared {
    @Injected(\.cgFive1, .shared, .permanent) var one
    @Injected(\.cgFive2, .shared, .permanent) var two
    @Injected(\.cgFive3, .shared, .permanent) var three
    @Injected(\.cgFive4, .shared, .permanent) var four
    @Injected(\.cgFive5, .shared, .permanent) var five
}

final class ChainNodeA: Sendable {
    let next: ChainNodeB
    init(next: ChainNodeB) { self.next = next }
}
final class ChainNodeB: Sendable {
    let next: ChainNodeC
    init(next: ChainNodeC) { self.next = next }
}
final class ChainNodeC: Sendable { let id = 3 }

// MARK: - Probes: one operation each
//
// Each probe does a little work after its operation, so that the operation is a call and not a tail
// jump, which callgrind would count outside the probe. The constants keep the probes distinct.

/// Row 1's baseline: a stored `let`.
@inline(never) @MainActor
func probeWarmReadLet(_ consumer: PlainConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 1
}

/// Row 1's baseline for `@Injected`: an initialized `lazy var`.
@inline(never) @MainActor
func probeWarmReadLazy(_ consumer: LazyConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 2
}

/// Row 1: a resolved `@Resolved` property.
@inline(never) @MainActor
func probeWarmReadResolved(_ consumer: ResolvedShared) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 3
}

/// Row 1: a resolved `@Injected` property.
@inline(never) @MainActor
func probeWarmReadInject(_ consumer: InjectedShared) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 4
}

/// Row 2's baseline: a consumer holding a new instance.
@inline(never) @MainActor
func probeCreatePlainLocal() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(PlainConsumer(service: Service())).service)) &+ 5
}

/// Row 2: a consumer whose `.temporary` `@Resolved` property makes its instance.
@inline(never) @MainActor
func probeCreateResolvedLocal() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(ResolvedLocal()).service)) &+ 6
}

/// Row 2: a consumer whose `.temporary` `@Injected` property makes its instance when read.
@inline(never) @MainActor
func probeCreateInjectLocal() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(InjectedLocal()).service)) &+ 7
}

/// Row 3's baseline: a consumer holding an existing instance.
@inline(never) @MainActor
func probeCreatePlainShared(_ existing: Service) -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(PlainConsumer(service: existing)).service)) &+ 8
}

/// Row 3: a consumer of an existing `.shared` + `.permanent` instance, with `@Resolved`.
@inline(never) @MainActor
func probeCreateResolvedShared() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(ResolvedShared()).service)) &+ 9
}

/// Row 3: a consumer of an existing `.shared` + `.permanent` instance, with `@Injected`, read.
@inline(never) @MainActor
func probeCreateInjectShared() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(InjectedShared()).service)) &+ 10
}

/// Row 4's baseline: a consumer of five new instances.
@inline(never) @MainActor
func probeCreatePlainNewFive(into consumers: inout [FivePlain]) {
    consumers.append(FivePlain(Service(id: 1), Service(id: 2), Service(id: 3), Service(id: 4), Service(id: 5)))
}

/// Row 4: a consumer of five new instances, with `@Resolved`.
@inline(never) @MainActor
func probeCreateResolvedNewFive(into consumers: inout [FiveResolvedNew]) {
    consumers.append(FiveResolvedNew())
}

/// Row 5's baseline: a consumer of five existing instances.
@inline(never) @MainActor
func probeCreatePlainSharedFive(_ services: [Service], into consumers: inout [FivePlain]) {
    consumers.append(FivePlain(services[0], services[1], services[2], services[3], services[4]))
}

/// Row 5: a consumer of five existing `.shared` + `.permanent` instances, with `@Resolved`.
@inline(never) @MainActor
func probeCreateResolvedSharedFive(into consumers: inout [FiveResolvedShared]) {
    consumers.append(FiveResolvedShared())
}

/// Row 5: a consumer of five existing `.shared` + `.permanent` instances, with `@Injected`, all read.
@inline(never) @MainActor
func probeCreateInjectSharedFive(into consumers: inout [FiveInjectedShared]) {
    let consumer = FiveInjectedShared()
    _ = (consumer.one, consumer.two, consumer.three, consumer.four, consumer.five)
    consumers.append(consumer)
}

/// Row 6's baseline: a three-level chain constructed directly.
@inline(never) @MainActor
func probeChainPlain() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(ChainNodeA(next: ChainNodeB(next: ChainNodeC()))).next.next)) &+ 11
}

/// Row 6: the three-level chain built through `resolve(\.x)` in defaults.
@inline(never) @MainActor
func probeChainResolve() -> UInt {
    UInt(bitPattern: ObjectIdentifier(resolve(\.cgChainA).next.next)) &+ 12
}

/// Returns `value`, which the optimizer cannot see through: the objects are then allocated on the heap.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

// MARK: - Driver

let probe = CommandLine.arguments.dropFirst().first ?? ""
let iterations = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 100_000
var checksum: UInt = 0

/// Calls `make` `iterations` times, keeping what it made alive until the end.
@MainActor
func collect<Consumer>(_ make: (inout [Consumer]) -> Void) {
    var consumers: [Consumer] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { make(&consumers) }
    checksum = UInt(consumers.count)
}

switch probe {
case "warm-let":
    let consumers = (0..<iterations).map { _ in PlainConsumer(service: Service()) }
    for consumer in consumers { checksum &+= probeWarmReadLet(consumer) }
case "warm-lazy":
    let consumers = (0..<iterations).map { _ in LazyConsumer() }
    for consumer in consumers { _ = consumer.service }
    for consumer in consumers { checksum &+= probeWarmReadLazy(consumer) }
case "warm-resolved":
    let consumers = (0..<iterations).map { _ in ResolvedShared() }
    for consumer in consumers { checksum &+= probeWarmReadResolved(consumer) }
case "warm-inject":
    let consumers = (0..<iterations).map { _ in InjectedShared() }
    for consumer in consumers { _ = consumer.service }
    for consumer in consumers { checksum &+= probeWarmReadInject(consumer) }
case "create-plain-local":
    for _ in 0..<iterations { checksum &+= probeCreatePlainLocal() }
case "create-resolved-local":
    for _ in 0..<iterations { checksum &+= probeCreateResolvedLocal() }
case "create-inject-local":
    for _ in 0..<iterations { checksum &+= probeCreateInjectLocal() }
case "create-plain-shared":
    let existing = Service()
    for _ in 0..<iterations { checksum &+= probeCreatePlainShared(existing) }
case "create-resolved-shared":
    _ = ResolvedShared()
    for _ in 0..<iterations { checksum &+= probeCreateResolvedShared() }
case "create-inject-shared":
    _ = InjectedShared().service
    for _ in 0..<iterations { checksum &+= probeCreateInjectShared() }
case "create-plain-new5":
    collect(probeCreatePlainNewFive)
case "create-resolved-new5":
    collect(probeCreateResolvedNewFive)
case "create-plain-shared5":
    let services = (1...5).map { Service(id: $0) }
    collect { probeCreatePlainSharedFive(services, into: &$0) }
case "create-resolved-shared5":
    _ = FiveResolvedShared()
    collect(probeCreateResolvedSharedFive)
case "create-inject-shared5":
    _ = FiveResolvedShared()
    collect(probeCreateInjectSharedFive)
case "chain-plain":
    for _ in 0..<iterations { checksum &+= probeChainPlain() }
case "chain-resolve":
    for _ in 0..<iterations { checksum &+= probeChainResolve() }
default:
    fatalError("unknown probe \(probe)")
}
print("checksum \(checksum % 10)")
