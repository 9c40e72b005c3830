/// The resolutions under way, outermost first: what the cycle check, `permanent { }`, `unimplemented`,
/// `context` and observers ask about the dependency being made.
///
/// Every resolution that evaluates a default or a replacement's closure is recorded, with its
/// dependency, where it was asked for and the frame it is made in, and checked against those already
/// under way: a default that resolves itself, directly or through others, stops the program with the
/// chain.
///
/// Defaults run on the main actor but are declared nonisolated, and the `resolve` calls in them ask
/// from there, so the records sit behind a lock rather than on the main actor. They also tell which
/// thread resolves: a nested resolution runs synchronously on the thread of the outermost one, which
/// runs on the main actor, so that thread passes the main-actor check with a comparison
/// (``beginOnResolvingThread(_:at:)``).
enum ResolutionsUnderWay {
    /// One resolution: the dependency, where it was asked for, and the frame it is made in.
    typealias Resolution = (key: DependencyKey, location: SourceLocation, frame: InjectionFrame)

    /// A resolution as recorded, with `nil` for the root frame: its static costs a lazy-initialization
    /// check and a retain to store.
    private struct Record: Sendable {
        let key: DependencyKey
        let location: SourceLocation
        let frame: InjectionFrame?
    }

    private struct State: Sendable {
        var records: [Record] = []
        /// The thread of the outermost resolution under way.
        var thread: UInt = 0
    }

    private static let state = Locked(State())

    /// Whether no resolution is under way.
    static var isEmpty: Bool { state.withLock { $0.records.isEmpty } }

    /// How many resolutions are under way.
    static var depth: Int { state.withLock { $0.records.count } }

    /// The innermost resolution under way, if any.
    static var last: Resolution? { state.withLock { $0.records.last }.map(resolution) }

    /// Every resolution under way, outermost first: for messages that name what the innermost one is
    /// being made for.
    static var all: [Resolution] { state.withLock { $0.records }.map(resolution) }

    private static func resolution(_ record: Record) -> Resolution {
        (record.key, record.location, record.frame ?? .root)
    }

    /// Records a resolution of `key` in `frame` (`nil`: the root frame), after checking that `key` is
    /// not being made already. The caller runs on the main actor.
    static func begin(_ key: DependencyKey, at location: SourceLocation, in frame: InjectionFrame?) {
        _ = record(key, at: location, in: frame, currentThread: currentThreadID()) { _ in true }
    }

    /// Records a resolution of `key` in the root frame, as ``begin(_:at:in:)`` does, if the caller runs
    /// on the main actor: on the thread of the resolution under way, or where ``isOnMainActor()`` says
    /// so when none is. Returns `false`, recording nothing, otherwise.
    static func beginOnResolvingThread(_ key: DependencyKey, at location: SourceLocation) -> Bool {
        let thread = currentThreadID()
        return record(key, at: location, in: nil, currentThread: thread) { state in
            state.records.isEmpty ? isOnMainActor() : thread != 0 && thread == state.thread
        }
    }

    /// Ends the innermost resolution.
    static func end() {
        state.withLock { _ = $0.records.removeLast() }
    }

    private static func record(
        _ key: DependencyKey,
        at location: SourceLocation,
        in frame: InjectionFrame?,
        currentThread thread: UInt,
        if allowed: (State) -> Bool
    ) -> Bool {
        state.withLock { state in
            guard allowed(state) else { return false }
            // Over indices: iterating the records themselves would retain each one's key and frame.
            for index in state.records.indices where state.records[index].key == key {
                failOnCycle(state.records[index...], closedBy: key, at: location)
            }
            if state.records.isEmpty { state.thread = thread }
            state.records.append(Record(key: key, location: location, frame: frame))
            return true
        }
    }

    /// Stops the program with the cycle that `key` closes: from its resolution under way to this one.
    private static func failOnCycle(
        _ cycle: ArraySlice<Record>,
        closedBy key: DependencyKey,
        at location: SourceLocation
    ) -> Never {
        let links = (cycle.map { ($0.key, $0.location) } + [(key, location)]).map {
            "\(keyPathName($0.0.keyPath)) (\($0.1))"
        }
        fatalError(
            "Inject: dependency cycle \(links.joined(separator: " -> ")); a dependency's construction resolves itself again.",
            file: location.fileID,
            line: location.line
        )
    }
}
