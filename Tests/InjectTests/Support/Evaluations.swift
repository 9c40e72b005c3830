import Synchronization

/// Counts how many times each test's default was evaluated, by name.
///
/// Defaults are nonisolated, so the count is kept behind a mutex. Every test uses names of its own.
enum Evaluations {
    private static let counts = Mutex<[String: Int]>([:])

    static func record(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    static func count(_ name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }
}
