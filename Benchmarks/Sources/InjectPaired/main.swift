// Paired time ratios of issue 12's rows 3 and 4b: each subject and its hand-written baseline measured
// in alternating batches in one process, so that the shared machine's slow and fast phases fall on
// both sides of every ratio. The harness (InjectBenchmarks) measures a row's subjects one after the
// other, seconds apart, and one run's ratio can move by ±40% (Benchmarks/README.md).
//
// Each round measures one batch of `batch` operations per subject, in an order that rotates from round
// to round, and divides each subject's time by the baseline's of the same round. Prints, per subject,
// the median time per operation and the median of the rounds' ratios with their 10th and 90th
// percentiles.
//
// Usage: swift run -c release --package-path Benchmarks InjectPaired [rounds [batch]]
//        (defaults: 2,000 rounds of 1,000 operations, the harness's sample)
//
// The batch size changes row 3's ratios, as it changes how much of the new objects' memory is still
// in the caches (Benchmarks/README.md gives figures).
import Inject
import KeyPathFloor

// Like the harness, whose entry point is async, measure on the main actor after a suspension: on Linux
// it then runs on a worker thread that serves the main queue, where Inject's main-actor check asks
// Dispatch (9 ns) rather than comparing threads.
await Task.yield()

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000
let batch = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000

/// Runs `subjects` (the first is the baseline) for `rounds` rounds and prints their figures.
@MainActor
func compare(_ title: String, _ subjects: [(name: String, batch: @MainActor () -> Duration)]) {
    var times = Array(repeating: [Double](), count: subjects.count)
    for round in 0..<rounds {
        for offset in 0..<subjects.count {
            let index = (round + offset) % subjects.count
            times[index].append(nanoseconds(subjects[index].batch()) / Double(batch))
        }
    }
    print(title)
    for (index, subject) in subjects.enumerated() {
        let ratios = zip(times[index], times[0]).map { $0 / $1 }
        let name = subject.name + String(repeating: " ", count: max(0, 58 - subject.name.count))
        var line = "  \(name) \(fixed(percentile(times[index], 0.5), 1)) ns/op"
        if index > 0 {
            line += "  \(fixed(percentile(ratios, 0.5), 2))× (p10 \(fixed(percentile(ratios, 0.1), 2))×,"
            line += " p90 \(fixed(percentile(ratios, 0.9), 2))×)"
        }
        print(line)
    }
}

/// Times `operation` run `batch` times.
@MainActor
@inline(__always)
func timed(_ operation: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<batch { operation() }
    return start.duration(to: clock.now)
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[Int(Double(sorted.count - 1) * fraction)]
}

/// `value` with `places` decimals.
func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
}

// MARK: - Row 3: a consumer of five existing .shared + .permanent instances

final class Service: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

extension DefaultValues {
    var pairedFive1: Service { Service(id: 1) }
    var pairedFive2: Service { Service(id: 2) }
    var pairedFive3: Service { Service(id: 3) }
    var pairedFive4: Service { Service(id: 4) }
    var pairedFive5: Service { Service(id: 5) }
}

/// The baseline: five stored references to instances that already exist.
final class FivePlain {
    let one, two, three, four, five: Service
    init(_ services: [Service]) {
        (one, two, three, four, five) = (services[0], services[1], services[2], services[3], services[4])
    }
}

/// The five instances under their key paths, for `FiveLookedUp`.
let fiveByKeyPath = KeyPathLookupFloor(
    [
        (\DefaultValues.pairedFive1, Service(id: 1)), (\DefaultValues.pairedFive2, Service(id: 2)),
        (\DefaultValues.pairedFive3, Service(id: 3)), (\DefaultValues.pairedFive4, Service(id: 4)),
        (\DefaultValues.pairedFive5, Service(id: 5)),
    ]
)

/// The baseline's object finding each instance by its key path: the floor (KeyPathFloor).
final class FiveLookedUp {
    let one, two, three, four, five: Service
    init() {
        let table = fiveByKeyPath
        one = table.instance(for: \DefaultValues.pairedFive1)
        two = table.instance(for: \DefaultValues.pairedFive2)
        three = table.instance(for: \DefaultValues.pairedFive3)
        four = table.instance(for: \DefaultValues.pairedFive4)
        five = table.instance(for: \DefaultValues.pairedFive5)
    }
}

/// Inject's eager form finding the five `.shared` + `.permanent` instances.
@MainActor
final class FiveResolved {
    @Resolved(\.pairedFive1, .shared, .permanent) var one
    @Resolved(\.pairedFive2, .shared, .permanent) var two
    @Resolved(\.pairedFive3, .shared, .permanent) var three
    @Resolved(\.pairedFive4, .shared, .permanent) var four
    @Resolved(\.pairedFive5, .shared, .permanent) var five
}

/// Creates `batch` consumers with `make` into storage made before, timing the creation alone.
@MainActor
@inline(__always)
func createBatch<Consumer>(_ make: () -> Consumer) -> Duration {
    var consumers: [Consumer] = []
    consumers.reserveCapacity(batch)
    let time = timed { consumers.append(make()) }
    withExtendedLifetime(consumers) {}
    return time
}

let services = (1...5).map { Service(id: $0) }
_ = FiveResolved()
compare(
    "3 Create a consumer of five existing instances (target ≤ 2×)",
    [
        ("baseline: five stored references", { createBatch { FivePlain(services) } }),
        ("hand-written floor: five lookups by key path, no checks", { createBatch { FiveLookedUp() } }),
        ("Inject @Resolved, five existing .shared/.permanent", { createBatch { FiveResolved() } }),
    ]
)

// MARK: - Row 4b: a ten-level chain built through resolve(\.x) in defaults

final class Node1: Sendable {
    let next: Node2
    init(next: Node2) { self.next = next }
}
final class Node2: Sendable {
    let next: Node3
    init(next: Node3) { self.next = next }
}
final class Node3: Sendable {
    let next: Node4
    init(next: Node4) { self.next = next }
}
final class Node4: Sendable {
    let next: Node5
    init(next: Node5) { self.next = next }
}
final class Node5: Sendable {
    let next: Node6
    init(next: Node6) { self.next = next }
}
final class Node6: Sendable {
    let next: Node7
    init(next: Node7) { self.next = next }
}
final class Node7: Sendable {
    let next: Node8
    init(next: Node8) { self.next = next }
}
final class Node8: Sendable {
    let next: Node9
    init(next: Node9) { self.next = next }
}
final class Node9: Sendable {
    let next: Node10
    init(next: Node10) { self.next = next }
}
final class Node10: Sendable {}

extension DefaultValues {
    var pairedNode1: Node1 { Node1(next: resolve(\.pairedNode2)) }
    var pairedNode2: Node2 { Node2(next: resolve(\.pairedNode3)) }
    var pairedNode3: Node3 { Node3(next: resolve(\.pairedNode4)) }
    var pairedNode4: Node4 { Node4(next: resolve(\.pairedNode5)) }
    var pairedNode5: Node5 { Node5(next: resolve(\.pairedNode6)) }
    var pairedNode6: Node6 { Node6(next: resolve(\.pairedNode7)) }
    var pairedNode7: Node7 { Node7(next: resolve(\.pairedNode8)) }
    var pairedNode8: Node8 { Node8(next: resolve(\.pairedNode9)) }
    var pairedNode9: Node9 { Node9(next: resolve(\.pairedNode10)) }
    var pairedNode10: Node10 { Node10() }
}

/// A value the optimizer cannot see through, so that it builds the hand-written chain on the heap and
/// walks it, as the harness's baseline does.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

var checksum = 0
compare(
    "4b Ten-level chain, built through resolve(\\.x) in defaults, walked and released (target ≤ 1.5×)",
    [
        (
            "baseline: direct construction",
            {
                timed {
                    let top = opaque(
                        Node1(
                            next: Node2(
                                next: Node3(
                                    next: Node4(
                                        next: Node5(
                                            next: Node6(next: Node7(next: Node8(next: Node9(next: Node10()))))
                                        )
                                    )
                                )
                            )
                        )
                    )
                    checksum &+= Int(bitPattern: ObjectIdentifier(top.next.next.next.next.next.next.next.next.next))
                }
            }
        ),
        (
            "Inject resolve(\\.x)",
            {
                timed {
                    let top = resolve(\.pairedNode1)
                    checksum &+= Int(bitPattern: ObjectIdentifier(top.next.next.next.next.next.next.next.next.next))
                }
            }
        ),
    ]
)
print("(checksum \(checksum % 10))")
