/// Times subjects against a baseline in alternating batches of one process, and prints the ratios.
///
/// Each round measures one batch of `batch` operations per subject, in an order that rotates from round
/// to round, and divides each subject's time by the baseline's of the same round, so that the shared
/// machine's slow and fast phases fall on both sides of every ratio. Prints, per subject, the median
/// time per operation and the median of the rounds' ratios with their 10th and 90th percentiles.
/// `blocked` runs every round of one subject before the next instead, as the harness does: a check
/// that alternating is not what moves a ratio.
@MainActor
struct Pairing {
    /// A subject's batch: runs `batch` operations and returns the time they took.
    typealias Batch = @MainActor (Pairing) -> Duration

    let rounds: Int
    let batch: Int
    let blocked: Bool

    /// Where batches leave what they read, so that the optimizer keeps the reads.
    static var sink: UInt = 0

    /// Runs `subjects` (the first is the baseline) for `rounds` rounds and prints their figures.
    func compare(_ title: String, _ subjects: [(name: String, batch: Batch)]) {
        var times = Array(repeating: [Double](), count: subjects.count)
        for index in order(of: subjects.count) {
            times[index].append(nanoseconds(subjects[index].batch(self)) / Double(batch))
        }
        report(title, names: subjects.map(\.name), times: times)
    }

    /// Which subject each batch times, in order, for `count` subjects: every round of one subject
    /// before the next, or one batch of each per round, starting one subject later each round.
    func order(of count: Int) -> [Int] {
        blocked
            ? (0..<count).flatMap { Array(repeating: $0, count: rounds) }
            : (0..<rounds).flatMap { round in (0..<count).map { (round + $0) % count } }
    }

    /// Prints, per subject (the first is the baseline), the median time per operation of `times`, in
    /// nanoseconds, and the median of the rounds' ratios with their 10th and 90th percentiles.
    func report(_ title: String, names: [String], times: [[Double]]) {
        print(title)
        for (index, subject) in names.enumerated() {
            let ratios = zip(times[index], times[0]).map { $0 / $1 }
            let name = subject + String(repeating: " ", count: max(0, 58 - subject.count))
            var line = "  \(name) \(fixed(percentile(times[index], 0.5), 1)) ns/op"
            if index > 0 {
                line += "  \(fixed(percentile(ratios, 0.5), 2))× (p10 \(fixed(percentile(ratios, 0.1), 2))×,"
                line += " p90 \(fixed(percentile(ratios, 0.9), 2))×)"
            }
            print(line)
        }
    }

    /// Times `operation`, called with each index of the batch.
    @inline(__always)
    func timed(_ operation: (Int) -> Void) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<batch { operation(index) }
        return start.duration(to: clock.now)
    }

    /// Times creating `batch` consumers into storage made before, and reading each with `read`; the
    /// consumers are released after.
    @inline(__always)
    func created<Consumer>(
        _ make: @autoclosure () -> Consumer,
        read: (Consumer, inout UInt) -> Void = { _, _ in }
    ) -> Duration {
        var consumers: [Consumer] = []
        consumers.reserveCapacity(batch)
        var checksum: UInt = 0
        let time = timed { _ in
            let consumer = make()
            read(consumer, &checksum)
            consumers.append(consumer)
        }
        withExtendedLifetime(consumers) {}
        Self.sink &+= checksum
        return time
    }
}

/// Folds an object's address into a checksum, so that reading the object cannot be optimized away.
@inline(__always)
func fold(_ checksum: inout UInt, _ object: AnyObject) {
    checksum &+= UInt(bitPattern: ObjectIdentifier(object))
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
