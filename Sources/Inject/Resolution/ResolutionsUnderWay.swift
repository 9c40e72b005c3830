/// The resolutions under way, outermost first: what the cycle check, `permanent { }`, `unimplemented`,
/// `context` and observers ask about the dependency being made.
///
/// The first read of a `.temporary` + `.local` point on the direct path (see
/// `Resolver.beginDirectResolution(of:at:)`) is recorded apart, as the point itself, until something
/// asks: naming its dependency forms the key path (about 120 instructions), which a resolution with
/// nothing nested in it never needs, and the array is left untouched. Only the outermost resolution
/// takes that path, so its record, once made, is the first.
///
/// A `resolve(_:)` call or `@Resolved` property on the direct path, which may nest (a default resolving
/// what it needs), is recorded without a check for a cycle (``beginUnchecked(_:at:)``): comparing its
/// key with every record costs more than the rest of the record. A cycle repeats forever, so it is
/// still stopped: at most ``uncheckedDepth`` resolutions go unchecked, and the next one takes the usual
/// path, which checks. The message names the cycle from where an immediate check would have found it.
/// Those records go to a buffer of their own, of ``uncheckedDepth`` entries allocated once, and hold
/// their key path unretained (the caller keeps it alive until ``endUnchecked(_:)``): appending to the
/// array and retaining the key path cost about three times the rest of a direct resolution's record.
/// Each record in the array notes how many unchecked ones were under way when it began, which orders
/// the two.
///
/// Its state is exempt from dynamic exclusivity checks for the reason ``Resolver``'s is.
@MainActor
enum ResolutionsUnderWay {
    /// One resolution: the dependency, where it was asked for, and the frame it is made in.
    typealias Resolution = (key: DependencyKey, location: SourceLocation, frame: InjectionFrame)

    /// A resolution as recorded: `nil` stands for the root frame, where direct paths resolve, whose
    /// static `let` costs a lazy-initialization check and a retain to store; `uncheckedBelow` counts the
    /// unchecked records under way when it began, which are outside it.
    private typealias Record = (
        key: DependencyKey, location: SourceLocation, frame: InjectionFrame?, uncheckedBelow: Int
    )

    /// A resolution that ``beginUnchecked(_:at:)`` recorded, in the root frame: its key path, which the
    /// caller keeps alive until the resolution ends, and where it was asked for.
    private struct UncheckedRecord {
        let keyPath: Unmanaged<AnyKeyPath>
        let location: SourceLocation
    }

    /// How many resolutions may be under way before the next one must be checked for a cycle: deeper
    /// than the dependency graphs of apps, so that only a cycle reaches it, after going round a few times.
    static let uncheckedDepth = 32

    @exclusivity(unchecked)
    private static var records: [Record] = []

    /// How many resolutions are recorded, in ``records`` and ``uncheckedRecords``, which the hot paths
    /// read: a static array costs a lazy-initialization check on every access, a static `Int` none.
    @exclusivity(unchecked)
    private static var recordCount = 0

    /// The unchecked records, ``uncheckedDepth`` of them at most: allocated on the first one and kept
    /// for the life of the process (`nil`, until then, is initialized statically).
    @exclusivity(unchecked)
    private static var uncheckedRecords: UnsafeMutablePointer<UncheckedRecord>?

    /// How many of ``uncheckedRecords`` are under way.
    @exclusivity(unchecked)
    private static var uncheckedCount = 0

    /// The injection point resolving on the direct path, if one is and it is not in ``records`` yet.
    ///
    /// Unmanaged, because retaining it would cost two atomic operations on every first read: the point
    /// is the receiver of the call that resolves it (`InjectionPoint.resolveInPlace()`), whose caller
    /// keeps it alive, and ``endDirect()`` clears this before that call returns. (An `Unmanaged`
    /// optional is initialized statically; an unowned existential would cost a lazy-initialization
    /// check on every access.)
    @exclusivity(unchecked)
    private static var directPoint: Unmanaged<AnyObject>?

    /// Where ``directPoint`` was declared.
    @exclusivity(unchecked)
    private static var directLocation = SourceLocation(fileID: "", line: 0)

    /// Whether no resolution is under way.
    static var isEmpty: Bool { directPoint == nil && recordCount == 0 }

    /// How many resolutions are under way: the direct path's, until something nested in it moves it into
    /// ``records``, then every record.
    static var depth: Int { recordCount != 0 ? recordCount : (directPoint == nil ? 0 : 1) }

    /// The innermost resolution under way, if any.
    static var last: Resolution? {
        recordDirect()
        if uncheckedCount > (records.last?.uncheckedBelow ?? 0), let buffer = uncheckedRecords {
            // Read in place rather than through `uncheckedRecord(at:)`: `permanent { }` asks this on every
            // resolution of its default, and the whole record cost it 29 instructions more.
            let record = buffer[uncheckedCount - 1]
            return (DependencyKey(record.keyPath.takeUnretainedValue()), record.location, .root)
        }
        return records.last.map { ($0.key, $0.location, $0.frame ?? .root) }
    }

    /// Records the outermost resolution, on the direct path, without naming its dependency yet.
    static func beginDirect(of point: any DependencyKeySource, at location: SourceLocation) {
        ResolvingThread.enter()
        directPoint = Unmanaged.passUnretained(point)
        directLocation = location
    }

    /// Ends the resolution ``beginDirect(of:at:)`` recorded.
    static func endDirect() {
        ResolvingThread.leave()
        directPoint = nil
        // Resolutions nested in it have ended, so its own record is all that can be left.
        if recordCount != 0 {
            records.removeAll(keepingCapacity: true)
            recordCount = 0
        }
    }

    /// Records a resolution of `key` on a direct path, without checking for a cycle, unless
    /// ``uncheckedDepth`` resolutions are under way: then it returns `false`, recording nothing, and the
    /// caller resolves as usual, which checks. End a recorded resolution with ``endUnchecked(_:)``,
    /// which keeps `key` alive until then: the record does not retain it.
    static func beginUnchecked(_ key: DependencyKey, at location: SourceLocation) -> Bool {
        guard recordCount < uncheckedDepth else { return false }
        // `isEmpty` and `recordDirect()`'s condition, tested once: both hold only for the first record.
        if recordCount == 0 {
            if directPoint == nil { ResolvingThread.enter() } else { recordDirect() }
        }
        let buffer = uncheckedRecords ?? allocateUncheckedRecords()
        (buffer + uncheckedCount).initialize(
            to: UncheckedRecord(keyPath: .passUnretained(key.keyPath), location: location)
        )
        uncheckedCount += 1
        recordCount += 1
        return true
    }

    /// Ends the innermost resolution, that of `key`, which ``beginUnchecked(_:at:)`` recorded.
    static func endUnchecked(_ key: DependencyKey) {
        // The record holds no reference: nothing to release.
        assert(uncheckedRecords![uncheckedCount - 1].keyPath.takeUnretainedValue() === key.keyPath)
        uncheckedCount -= 1
        recordCount -= 1
        if isEmpty { ResolvingThread.leave() }
    }

    /// Allocates ``uncheckedRecords``, once.
    private static func allocateUncheckedRecords() -> UnsafeMutablePointer<UncheckedRecord> {
        let buffer = UnsafeMutablePointer<UncheckedRecord>.allocate(capacity: uncheckedDepth)
        uncheckedRecords = buffer
        return buffer
    }

    /// Records a resolution of `key`, after checking that `key` is not being made already: a default
    /// that resolves itself, directly or through others, stops the program with the chain.
    static func begin(_ key: DependencyKey, at location: SourceLocation, in frame: InjectionFrame) {
        if isEmpty { ResolvingThread.enter() }
        recordDirect()
        // A loop over indices, not `contains(where:)`: a main-actor closure passed to a nonisolated
        // function checks its executor at every call (about 220 instructions), and iterating the
        // records themselves would retain each one's key and frame.
        for index in records.indices where records[index].key == key {
            failOnCycle(closing: key, at: location)
        }
        for index in 0..<uncheckedCount where uncheckedRecord(at: index).key == key {
            failOnCycle(closing: key, at: location)
        }
        records.append((key, location, frame, uncheckedCount))
        recordCount += 1
    }

    /// Ends the innermost resolution, which ``begin(_:at:in:)`` recorded.
    static func end() {
        records.removeLast()
        recordCount -= 1
        if isEmpty { ResolvingThread.leave() }
    }

    /// Moves the direct path's resolution into ``records``, naming its dependency, if one is under way
    /// and not there yet.
    private static func recordDirect() {
        guard let point = directPoint, recordCount == 0 else { return }
        // `beginDirect(of:at:)` stored a `DependencyKeySource`.
        let source = point.takeUnretainedValue() as! any DependencyKeySource
        records.append((source.dependencyKey, directLocation, nil, 0))
        recordCount += 1
    }

    /// The unchecked record at `index`, as a record of the array (in the root frame).
    private static func uncheckedRecord(at index: Int) -> Record {
        let record = uncheckedRecords![index]
        return (DependencyKey(record.keyPath.takeUnretainedValue()), record.location, nil, 0)
    }

    /// Every resolution under way, outermost first: for messages that name what the innermost one is
    /// being made for.
    static var all: [Resolution] {
        recordDirect()
        return recordsInOrder().map { ($0.key, $0.location, $0.frame ?? .root) }
    }

    /// Every resolution under way, outermost first, then `key`'s at `location`.
    private static func chain(closedBy key: DependencyKey, at location: SourceLocation) -> [Record] {
        recordsInOrder() + [(key, location, nil, 0)]
    }

    /// The records of ``records`` and ``uncheckedRecords``, outermost first.
    private static func recordsInOrder() -> [Record] {
        var chain: [Record] = []
        var unchecked = 0
        func appendUnchecked(below end: Int) {
            while unchecked < end {
                chain.append(uncheckedRecord(at: unchecked))
                unchecked += 1
            }
        }
        for record in records {
            appendUnchecked(below: record.uncheckedBelow)
            chain.append(record)
        }
        appendUnchecked(below: uncheckedCount)
        return chain
    }

    /// Stops the program with the cycle that `key` closes, as an immediate check would have found it:
    /// from a resolution to the first one that repeats it. Resolutions left unchecked may have gone
    /// round the cycle before `key` was checked.
    private static func failOnCycle(closing key: DependencyKey, at location: SourceLocation) -> Never {
        let chain = chain(closedBy: key, at: location)
        var start = 0
        var end = chain.endIndex - 1
        search: for later in chain.indices {
            for earlier in 0..<later where chain[earlier].key == chain[later].key {
                (start, end) = (earlier, later)
                break search
            }
        }
        let links = chain[start...end].map { "\(keyPathName($0.key.keyPath)) (\($0.location))" }
        fatalError(
            "Inject: dependency cycle \(links.joined(separator: " -> ")); a dependency's construction resolves itself again.",
            file: location.fileID,
            line: location.line
        )
    }
}
