import Foundation
import Inject

/// Creates, resolves and releases consumers in rounds, and checks that nothing accumulates: no live
/// instance after a round, and resident memory within 10% of its level after the first round.
@MainActor
struct Churn {
    let rounds: Int
    let consumers: Int

    /// A consumer with every non-permanent kind of injection point.
    final class Consumer {
        @Injected(\.stress0) var local
        @Injected(\.stress1, .shared) var shared
        @Injected var session: Tracked

        init(session lease: Lease) {
            _session = Injected(\.stress2, .shared, until: lease)
        }
    }

    func run() -> Bool {
        DefaultValues.reset()
        var baseline = 0
        var passed = true
        let session = Lease()
        for round in 1...rounds {
            var batch: [Consumer] = []
            batch.reserveCapacity(1000)
            for index in 0..<consumers {
                let consumer = Consumer(session: session)
                _ = consumer.local
                _ = consumer.shared
                _ = consumer.session
                batch.append(consumer)
                if index % 1000 == 999 { batch.removeAll(keepingCapacity: true) }
            }
            batch.removeAll()
            session.end()
            let live = Tracked.live
            let resident = residentBytes()
            if round == 1 { baseline = resident }
            let growth = baseline == 0 ? 0 : Double(resident - baseline) / Double(baseline) * 100
            print(
                "churn round \(round): \(consumers) consumers created, resolved and released; live instances \(live); resident \(resident / 1024) KiB (\(String(format: "%+.1f", growth))% since round 1)"
            )
            if live != 0 || growth > 10 { passed = false }
        }
        print("churn: \(rounds * consumers) consumers in \(rounds) rounds \(passed ? "passed" : "FAILED")")
        return passed
    }

    /// The process's resident memory, from /proc on Linux; 0 where it cannot be read.
    private func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
