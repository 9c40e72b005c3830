/// The resolutions under way, outermost first: what the cycle check, `permanent { }`, `unimplemented`,
/// `context` and observers ask about the dependency being made.
///
/// Every resolution that makes an instance is recorded, with its dependency, where it was asked for and
/// the frame it is made in, and checked against those already under way: a default that resolves
/// itself, directly or through others, stops the program with the chain.
@MainActor
enum ResolutionsUnderWay {
    /// One resolution: the dependency, where it was asked for, and the frame it is made in.
    typealias Resolution = (key: DependencyKey, location: SourceLocation, frame: InjectionFrame)

    private static var records: [Resolution] = []

    /// Whether no resolution is under way.
    static var isEmpty: Bool { records.isEmpty }

    /// How many resolutions are under way.
    static var depth: Int { records.count }

    /// The innermost resolution under way, if any.
    static var last: Resolution? { records.last }

    /// Every resolution under way, outermost first: for messages that name what the innermost one is
    /// being made for.
    static var all: [Resolution] { records }

    /// Records a resolution of `key`, after checking that `key` is not being made already.
    static func begin(_ key: DependencyKey, at location: SourceLocation, in frame: InjectionFrame) {
        // A loop over indices, not `contains(where:)`, which would retain each record's key and frame.
        for index in records.indices where records[index].key == key {
            failOnCycle(from: index, closing: key, at: location)
        }
        records.append((key, location, frame))
    }

    /// Ends the innermost resolution, which ``begin(_:at:in:)`` recorded.
    static func end() {
        records.removeLast()
    }

    /// Stops the program with the cycle that `key` closes: from its resolution under way, at `start`,
    /// to this one.
    private static func failOnCycle(from start: Int, closing key: DependencyKey, at location: SourceLocation) -> Never {
        let chain = records[start...].map { ($0.key, $0.location) } + [(key, location)]
        let links = chain.map { "\(keyPathName($0.0.keyPath)) (\($0.1))" }
        fatalError(
            "Inject: dependency cycle \(links.joined(separator: " -> ")); a dependency's construction resolves itself again.",
            file: location.fileID,
            line: location.line
        )
    }
}
