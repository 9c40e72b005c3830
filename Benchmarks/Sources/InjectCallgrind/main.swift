// Instruction counts of Inject's hot paths and their direct baselines, under valgrind's callgrind.
//
// Scripts/callgrind.sh builds this program in release mode and runs it once per probe with
// `--toggle-collect=<probe>`, so that only the probe's own instructions (and what it calls) count.
// Every probe is a non-inlined function that does one operation; the program calls it `iterations`
// times on fresh or warm objects, and the script divides. The fixtures mirror InjectBenchmarks'.
//
// Usage: InjectCallgrind <probe> [iterations]
import Inject
import KeyPathFloor

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    var cgPermanent: SendableService { permanent { SendableService() } }
    var cgOverridden: OverriddenService { OverriddenService() }
}

final class SendableService: Sendable {}

final class OverriddenService: Sendable {
    let id: Int
    init(id: Int = 1) { self.id = id }
}

final class LocalConsumer {
    @Injected(\.cgLocal) var service
}

final class SharedConsumer {
    @Injected(\.cgShared, .shared, .permanent) var service
}

final class ChurnConsumer {
    @Injected(\.cgLocal) var local
    @Injected(\.cgShared, .shared) var shared
    @Injected(\.cgFive5, .shared, .permanent) var permanent
}

final class OverriddenConsumer {
    @Injected(\.cgOverridden) var service
}

final class PlainConsumer {
    let service: Service
    init(service: Service) { self.service = service }
}

final class DirectSlot {
    var service: Service?
}

final class FiveInjected {
    @Injected(\.cgFive1) var one
    @Injected(\.cgFive2) var two
    @Injected(\.cgFive3) var three
    @Injected(\.cgFive4, .shared) var four
    @Injected(\.cgFive5, .shared, .permanent) var five
}

@MainActor
final class ResolvedConsumer {
    @Resolved(\.cgLocal) var service
}

/// Five `@Resolved` properties of existing `.shared` + `.permanent` instances: `create-plain`'s work.
@MainActor
final class FiveResolved {
    @Resolved(\.cgFive1, .shared, .permanent) var one
    @Resolved(\.cgFive2, .shared, .permanent) var two
    @Resolved(\.cgFive3, .shared, .permanent) var three
    @Resolved(\.cgFive4, .shared, .permanent) var four
    @Resolved(\.cgFive5, .shared, .permanent) var five
}
/// `FiveInjected`'s five properties with `@Resolved` (scenario 3b): three new instances, one `.shared` +
/// `.local` and one `.shared` + `.permanent` instance found.
@MainActor
final class FiveResolvedMixed {
    @Resolved(\.cgFive1) var one
    @Resolved(\.cgFive2) var two
    @Resolved(\.cgFive3) var three
    @Resolved(\.cgFive4, .shared) var four
    @Resolved(\.cgFive5, .shared, .permanent) var five
}
final class FivePlain {
    let one, two, three, four, five: Service
    init(one: Service, two: Service, three: Service, four: Service, five: Service) {
        (self.one, self.two, self.three, self.four, self.five) = (one, two, three, four, five)
    }
}

/// `create-plain`'s five instances under their key paths (KeyPathFloor), made before the probe runs.
let fiveByKeyPath = KeyPathLookupFloor(
    [
        (\DefaultValues.cgFive1, Service(id: 1)), (\DefaultValues.cgFive2, Service(id: 2)),
        (\DefaultValues.cgFive3, Service(id: 3)), (\DefaultValues.cgFive4, Service(id: 4)),
        (\DefaultValues.cgFive5, Service(id: 5)),
    ]
)

/// `create-plain`'s consumer with each instance found by its key path in `fiveByKeyPath`.
@MainActor
final class FiveLookedUp {
    let one, two, three, four, five: Service
    init() {
        let table = fiveByKeyPath
        one = table.instance(for: \DefaultValues.cgFive1)
        two = table.instance(for: \DefaultValues.cgFive2)
        three = table.instance(for: \DefaultValues.cgFive3)
        four = table.instance(for: \DefaultValues.cgFive4)
        five = table.instance(for: \DefaultValues.cgFive5)
    }
}

extension DefaultValues {
    var cgChainA: ChainNodeA { ChainNodeA() }
    var cgChainB: ChainNodeB { ChainNodeB() }
    var cgChainC: ChainNodeC { ChainNodeC() }
    var cgPlainA: PlainNodeA { PlainNodeA(next: resolve(\.cgPlainB)) }
    var cgPlainB: PlainNodeB { PlainNodeB(next: resolve(\.cgPlainC)) }
    var cgPlainC: PlainNodeC { PlainNodeC() }
}

extension DefaultValues {
    @MainActor var cgEagerA: EagerNodeA { EagerNodeA() }
    @MainActor var cgEagerB: EagerNodeB { EagerNodeB() }
    var cgEagerC: ChainNodeC { ChainNodeC() }
}

@MainActor final class EagerNodeA { @Resolved(\.cgEagerB) var next }
@MainActor final class EagerNodeB { @Resolved(\.cgEagerC) var next }

final class ChainNodeA { @Injected(\.cgChainB) var next }
final class ChainNodeB { @Injected(\.cgChainC) var next }
final class ChainNodeC { let id = 3 }

final class PlainNodeA: Sendable {
    let next: PlainNodeB
    init(next: PlainNodeB) { self.next = next }
}
final class PlainNodeB: Sendable {
    let next: PlainNodeC
    init(next: PlainNodeC) { self.next = next }
}
final class PlainNodeC: Sendable { let id = 3 }

// MARK: - Probes: one operation each
//
// Each probe does a little work after its operation, so that the operation is a call and not a tail
// jump, which callgrind would count outside the probe. The constants keep the probes distinct.

@inline(never) @MainActor
func probeWarmReadLet(_ consumer: PlainConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 1
}

@inline(never) @MainActor
func probeWarmReadInject(_ consumer: LocalConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 2
}

@inline(never) @MainActor
func probeWarmReadResolved(_ consumer: ResolvedConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 9
}

@inline(never) @MainActor
func probeDirectConstruction(_ slot: DirectSlot) -> UInt {
    let service = Service()
    slot.service = service
    return UInt(bitPattern: ObjectIdentifier(service)) &+ 3
}

@inline(never) @MainActor
func probeFirstLocalInject(_ consumer: LocalConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 4
}

/// The first read of a `.temporary` + `.local` point whose consumer was made inside a frame that
/// replaces it with an existing instance (scenario 5b, `withInjected`).
@inline(never) @MainActor
func probeFirstLocalFrameOverride(_ consumer: OverriddenConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 13
}

/// The first read of a `.temporary` + `.local` point while a global override makes its instance
/// (scenario 5b, `DefaultValues.override`).
@inline(never) @MainActor
func probeFirstLocalGlobalOverride(_ consumer: OverriddenConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 14
}

/// The first read of a `.temporary` + `.local` point while a global override of another key exists.
@inline(never) @MainActor
func probeFirstLocalBesideGlobalOverride(_ consumer: LocalConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 15
}

@inline(never) @MainActor
func probeFirstSharedInject(_ consumer: SharedConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 5
}

/// The first read of a `.shared` + `.permanent` point made in a frame whose storage has the instance: a
/// test's or a preview's (scenario 5c in a frame).
@inline(never) @MainActor
func probeFirstSharedInFrame(_ consumer: SharedConsumer) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.service)) &+ 16
}

@inline(never)
func probeCreateFivePlain(_ services: [Service], into consumers: inout [FivePlain]) {
    consumers.append(
        FivePlain(one: services[0], two: services[1], three: services[2], four: services[3], five: services[4])
    )
}

@inline(never)
func probeCreateFiveInject(into consumers: inout [FiveInjected]) {
    consumers.append(FiveInjected())
}

/// Creates `create-plain`'s consumer, finding each instance by its key path: the floor under
/// `create-resolved` for any resolution by key path.
@inline(never) @MainActor
func probeCreateFiveLookedUp(into consumers: inout [FiveLookedUp]) {
    consumers.append(FiveLookedUp())
}

/// Creates a consumer holding a new instance: the direct code of `create-resolved-local`.
@inline(never)
func probeCreatePlainLocal(into consumers: inout [PlainConsumer]) {
    consumers.append(PlainConsumer(service: Service()))
}

/// Creates a consumer whose `.temporary` + `.local` `@Resolved` property makes its instance (scenario 2d).
@inline(never) @MainActor
func probeCreateResolvedLocal(into consumers: inout [ResolvedConsumer]) {
    consumers.append(ResolvedConsumer())
}

@inline(never) @MainActor
func probeCreateFiveResolved(into consumers: inout [FiveResolved]) {
    consumers.append(FiveResolved())
}

/// Creates a consumer holding three new instances and two existing ones: the direct code of
/// `create-resolved-mixed`.
@inline(never)
func probeCreateMixedPlain(_ existing: [Service], into consumers: inout [FivePlain]) {
    consumers.append(
        FivePlain(one: Service(id: 1), two: Service(id: 2), three: Service(id: 3), four: existing[0], five: existing[1])
    )
}

/// Creates a consumer of `FiveInjected`'s five properties with `@Resolved` (scenario 3b).
@inline(never) @MainActor
func probeCreateMixedResolved(into consumers: inout [FiveResolvedMixed]) {
    consumers.append(FiveResolvedMixed())
}

/// A three-level chain of `@Injected` consumers, resolved from the top (scenario 4, shorter).
@inline(never) @MainActor
func probeChainInjected(_ consumer: ChainNodeA) -> UInt {
    UInt(bitPattern: ObjectIdentifier(consumer.next.next)) &+ 6
}

/// The same three-level chain constructed directly: the baseline of `chain-resolved`.
@inline(never)
func probeChainPlain() -> UInt {
    UInt(bitPattern: ObjectIdentifier(opaque(PlainNodeA(next: PlainNodeB(next: PlainNodeC()))).next.next)) &+ 11
}

/// Returns `value`, which the optimizer cannot see through: the chain is then allocated on the heap.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// A three-level chain of `@Resolved` consumers, each made by a main-actor default (scenario 4 with the
/// eager form, shorter).
@inline(never) @MainActor
func probeChainResolved() -> UInt {
    UInt(bitPattern: ObjectIdentifier(resolve(\.cgEagerA).next.next)) &+ 10
}

/// A three-level chain built through `resolve(\.x)` in defaults (scenario 4b, shorter).
@inline(never) @MainActor
func probeChainResolve() -> UInt {
    UInt(bitPattern: ObjectIdentifier(resolve(\.cgPlainA))) &+ 7
}

/// `resolve` of a `.shared` + `.permanent` instance that this call site found before: constructor injection
/// of a shared service.
@inline(never) @MainActor
func probeResolveShared() -> UInt {
    UInt(bitPattern: ObjectIdentifier(resolve(\.cgShared, .shared, .permanent))) &+ 8
}

/// `resolve` of a default declared with `permanent { }`, whose instance exists: the default finds it.
@inline(never) @MainActor
func probeResolvePermanentDefault() -> UInt {
    UInt(bitPattern: ObjectIdentifier(resolve(\.cgPermanent))) &+ 12
}

/// Creates a consumer of three scope × lifespan combinations, reads all three, releases it (scenario 7).
@inline(never) @MainActor
func probeChurn() -> UInt {
    let consumer = ChurnConsumer()
    return UInt(bitPattern: ObjectIdentifier(consumer.local)) &+ UInt(bitPattern: ObjectIdentifier(consumer.shared))
        &+ UInt(bitPattern: ObjectIdentifier(consumer.permanent))
}

// MARK: - Driver

let probe = CommandLine.arguments.dropFirst().first ?? ""
let iterations = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 100_000
var checksum: UInt = 0

switch probe {
case "warm-let":
    let consumers = (0..<iterations).map { _ in PlainConsumer(service: Service()) }
    for consumer in consumers { checksum &+= probeWarmReadLet(consumer) }
case "warm-inject":
    let consumers = (0..<iterations).map { _ in LocalConsumer() }
    for consumer in consumers { _ = consumer.service }
    for consumer in consumers { checksum &+= probeWarmReadInject(consumer) }
case "warm-resolved":
    let consumers = (0..<iterations).map { _ in ResolvedConsumer() }
    for consumer in consumers { checksum &+= probeWarmReadResolved(consumer) }
case "direct":
    let slots = (0..<iterations).map { _ in DirectSlot() }
    for slot in slots { checksum &+= probeDirectConstruction(slot) }
case "first-local-inject":
    let consumers = (0..<iterations).map { _ in LocalConsumer() }
    for consumer in consumers { checksum &+= probeFirstLocalInject(consumer) }
case "first-local-frame-override":
    let replacement = OverriddenService(id: 2)
    let consumers = withInjected(\.cgOverridden, replacement) {
        (0..<iterations).map { _ in OverriddenConsumer() }
    }
    for consumer in consumers { checksum &+= probeFirstLocalFrameOverride(consumer) }
case "first-local-global-override":
    DefaultValues.override(\.cgOverridden) { OverriddenService(id: 2) }
    let consumers = (0..<iterations).map { _ in OverriddenConsumer() }
    for consumer in consumers { checksum &+= probeFirstLocalGlobalOverride(consumer) }
    DefaultValues.removeOverride(\.cgOverridden)
case "first-local-beside-global-override":
    DefaultValues.override(\.cgOverridden) { OverriddenService(id: 2) }
    let consumers = (0..<iterations).map { _ in LocalConsumer() }
    for consumer in consumers { checksum &+= probeFirstLocalBesideGlobalOverride(consumer) }
    DefaultValues.removeOverride(\.cgOverridden)
case "first-shared-frame":
    let consumers = withInjected({ _ in }) {
        _ = SharedConsumer().service
        return (0..<iterations).map { _ in SharedConsumer() }
    }
    for consumer in consumers { checksum &+= probeFirstSharedInFrame(consumer) }
case "first-shared-inject":
    _ = SharedConsumer().service
    let consumers = (0..<iterations).map { _ in SharedConsumer() }
    for consumer in consumers { checksum &+= probeFirstSharedInject(consumer) }
case "create-plain":
    let services = (1...5).map { Service(id: $0) }
    var consumers: [FivePlain] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { probeCreateFivePlain(services, into: &consumers) }
    checksum = UInt(consumers.count)
case "create-inject":
    var consumers: [FiveInjected] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { probeCreateFiveInject(into: &consumers) }
    checksum = UInt(consumers.count)
case "create-plain-local":
    var consumers: [PlainConsumer] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { probeCreatePlainLocal(into: &consumers) }
    checksum = UInt(consumers.count)
case "create-resolved-local":
    var consumers: [ResolvedConsumer] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { probeCreateResolvedLocal(into: &consumers) }
    checksum = UInt(consumers.count)
case "create-keypath-floor":
    var consumers: [FiveLookedUp] = [FiveLookedUp()]
    consumers.reserveCapacity(iterations + 1)
    for _ in 0..<iterations { probeCreateFiveLookedUp(into: &consumers) }
    checksum = UInt(consumers.count)
case "create-resolved":
    var consumers: [FiveResolved] = [FiveResolved()]
    consumers.reserveCapacity(iterations + 1)
    for _ in 0..<iterations { probeCreateFiveResolved(into: &consumers) }
    checksum = UInt(consumers.count)
case "create-plain-mixed":
    let existing = [Service(id: 4), Service(id: 5)]
    var consumers: [FivePlain] = []
    consumers.reserveCapacity(iterations)
    for _ in 0..<iterations { probeCreateMixedPlain(existing, into: &consumers) }
    checksum = UInt(consumers.count)
case "create-resolved-mixed":
    var consumers: [FiveResolvedMixed] = [FiveResolvedMixed()]
    consumers.reserveCapacity(iterations + 1)
    for _ in 0..<iterations { probeCreateMixedResolved(into: &consumers) }
    checksum = UInt(consumers.count)
case "resolve-shared":
    _ = probeResolveShared()
    for _ in 0..<iterations { checksum &+= probeResolveShared() }
case "permanent-default":
    _ = probeResolvePermanentDefault()
    for _ in 0..<iterations { checksum &+= probeResolvePermanentDefault() }
case "churn":
    let held = ChurnConsumer()
    _ = (held.local, held.shared, held.permanent)
    for _ in 0..<iterations { checksum &+= probeChurn() }
case "chain-inject":
    let consumers = (0..<iterations).map { _ in ChainNodeA() }
    for consumer in consumers { checksum &+= probeChainInjected(consumer) }
case "chain-plain":
    for _ in 0..<iterations { checksum &+= probeChainPlain() }
case "chain-resolved":
    for _ in 0..<iterations { checksum &+= probeChainResolved() }
case "chain-resolve":
    for _ in 0..<iterations { checksum &+= probeChainResolve() }
default:
    print("unknown probe '\(probe)'")
    exit(2)
}
print("\(probe) \(iterations) \(checksum)")
