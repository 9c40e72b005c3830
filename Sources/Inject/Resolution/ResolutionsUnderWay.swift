/// The resolutions under way, outermost first: what the cycle check, `permanent { }`, `unimplemented`,
/// `context` and observers ask about the dependency being made.
///
/// Every resolution that evaluates a default or a replacement's closure is recorded, with its
/// dependency, where it was asked for and the frame it is made in, and checked against those already
/// under way: a default that resolves itself, directly or through others, stops the program with the
/// chain.
///
/// The records are main-actor state. Defaults run on the main actor but are declared nonisolated, and
/// the `resolve` calls in them record their resolutions from there (``beginPlain(_:at:)``): a nested
/// resolution runs synchronously on the thread of the outermost one, which this type remembers
/// (``isOnResolvingThread``), so a comparison with it tells that the caller runs on the main actor.
enum ResolutionsUnderWay {
    /// One resolution: the dependency, where it was asked for, and the frame it is made in, recorded
    /// as `nil` for the root frame: its static costs a lazy-initialization check and a retain to store.
    struct Resolution {
        let key: DependencyKey
        let location: SourceLocation
        fileprivate let recordedFrame: InjectionFrame?

        /// The frame it is made in.
        var frame: InjectionFrame { recordedFrame ?? .root }
    }

    /// The records, in a box that nonisolated code on the main actor can reach.
    ///
    /// `@unchecked Sendable`: `list` is read and written on the main actor only: by main-actor code, and
    /// by ``beginPlain(_:at:)`` and ``end()``, which run there (they check it first). Exempt from
    /// dynamic exclusivity checks, which cost more than the record (Benchmarks/README.md): every access is
    /// a short read or write, never one held across a call.
    private final class Records: @unchecked Sendable {
        @exclusivity(unchecked) var list: [Resolution] = []
    }

    private static let records = Records()

    /// Whether no resolution is under way.
    @MainActor static var isEmpty: Bool { records.list.isEmpty }

    /// How many resolutions are under way.
    @MainActor static var depth: Int { records.list.count }

    /// The innermost resolution under way, if any.
    @MainActor static var last: Resolution? { records.list.last }

    /// Every resolution under way, outermost first: for messages that name what the innermost one is
    /// being made for.
    @MainActor static var all: [Resolution] { records.list }

    /// Records a resolution of `key` in `frame` (`nil`: the root frame), after checking that `key` is
    /// not being made already.
    @MainActor static func begin(_ key: DependencyKey, at location: SourceLocation, in frame: InjectionFrame?) {
        push(Resolution(key: key, location: location, recordedFrame: frame))
    }

    /// Ends the innermost resolution, which ``begin(_:at:in:)`` or ``beginPlain(_:at:)`` recorded, on its
    /// thread.
    static func end() {
        let list = records
        list.list.removeLast()
        if list.list.isEmpty { ProcessWord.resolvingThread.store(0) }
    }

    /// Records a resolution of `key` in the root frame, as ``begin(_:at:in:)`` does, if the caller runs on
    /// the main actor (``isOnMainActor()``, which passes on the thread of the resolution under way with a
    /// comparison). Returns `false`, recording nothing, otherwise; the caller ends a recorded resolution
    /// with ``end()``.
    static func beginPlain(_ key: DependencyKey, at location: SourceLocation) -> Bool {
        guard isOnResolvingThread || isOnMainActor() else { return false }
        push(Resolution(key: key, location: location, recordedFrame: nil))
        return true
    }

    /// Appends `record`, on the main actor, after checking for a cycle.
    private static func push(_ record: Resolution) {
        let list = records
        var index = 0
        while index < list.list.count {
            if list.list[index].key == record.key { failOnCycle(from: index, closedBy: record) }
            index += 1
        }
        if index == 0 { ProcessWord.resolvingThread.store(Int(bitPattern: currentThreadID())) }
        list.list.append(record)
    }

    /// Stops the program with the cycle that `record` closes: from its resolution under way, at `start`,
    /// to this one.
    private static func failOnCycle(from start: Int, closedBy record: Resolution) -> Never {
        // The frame, by what opened it where that is not a `withInjected` call: a test, a dependency check.
        let frame = records.list[start].recordedFrame?.openedBy.map { " It was being made in \($0)." } ?? ""
        stopOnCycle((records.list[start...] + [record]).map { (keyPathName($0.key.keyPath), $0.location) }, frame)
    }

    /// Stops the program with a cycle, its links named and located, the last one closing it: a cycle
    /// of defaults, or of `AsyncDefault` makings (``AsyncMakingChain``); `detail` ends the message.
    static func stopOnCycle(_ links: [(name: String, location: SourceLocation)], _ detail: String = "") -> Never {
        let chain = links.map { "\($0.name) (\($0.location))" }.joined(separator: " -> ")
        fatalError(
            "Inject: dependency cycle \(chain); a dependency's construction resolves itself again.\(detail)",
            file: links[links.count - 1].location.fileID,
            line: links[links.count - 1].location.line
        )
    }

    // MARK: - The resolving thread

    /// Whether the caller runs on the thread of the resolution under way: then it runs on the main actor,
    /// synchronously inside that resolution. One relaxed atomic load (``ProcessWord``), and a comparison;
    /// always `false` where no thread is known, where ``isOnMainActor()`` asks Dispatch instead.
    static var isOnResolvingThread: Bool {
        let thread = currentThreadID()
        return thread != 0 && Int(bitPattern: thread) == ProcessWord.resolvingThread.value
    }
}
