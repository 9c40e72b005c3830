import Foundation

/// How many instances of each tag were made and are alive, and how many events of each tag happened,
/// for every test target at once.
///
/// Tests run in parallel, in one process, so every count is kept per tag (for instances, the name of
/// the `DefaultValues` property that made them) and each test counts only its own tags.
///
/// `@unchecked Sendable`: every read and write of the tables holds `lock`. `Synchronization.Mutex` would
/// say the same without the annotation, but needs macOS 15 and the package sets no minimum platform.
final class InstanceLedger: @unchecked Sendable {
    static let shared = InstanceLedger()

    private let lock = NSLock()
    private var created: [String: Int] = [:]
    private var live: [String: Int] = [:]
    private var events: [String: Int] = [:]
    private var lastSerial = 0

    /// Records a new instance of `tag`.
    func didCreate(_ tag: String) {
        lock.withLock {
            created[tag, default: 0] += 1
            live[tag, default: 0] += 1
        }
    }

    /// Records that an instance of `tag` was deallocated.
    func didDestroy(_ tag: String) {
        lock.withLock { live[tag, default: 0] -= 1 }
    }

    /// A number no other call returns, to tell value-type instances apart.
    func nextSerial() -> Int {
        lock.withLock {
            lastSerial += 1
            return lastSerial
        }
    }

    /// Records one event of `tag`.
    func record(_ tag: String) {
        lock.withLock { events[tag, default: 0] += 1 }
    }

    func eventCount(_ tag: String) -> Int {
        lock.withLock { events[tag, default: 0] }
    }

    func createdCount(_ tag: String) -> Int {
        lock.withLock { created[tag, default: 0] }
    }

    func liveCount(_ tag: String) -> Int {
        lock.withLock { live[tag, default: 0] }
    }
}
