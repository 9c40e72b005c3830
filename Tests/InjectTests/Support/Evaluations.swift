import Foundation

/// Counts how many times each test's default was evaluated, by name.
///
/// Defaults are nonisolated, so the count is kept behind a lock. Every test uses names of its own.
enum Evaluations {
    private static let counts = LockedCounts()

    static func record(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    static func count(_ name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }
}

/// A dictionary behind a lock (`Mutex` needs macOS 15, newer than the package's platforms).
///
/// `@unchecked Sendable`: `counts` is read and written only inside `withLock`.
private final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func withLock<Result>(_ body: (inout [String: Int]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&counts)
    }
}
