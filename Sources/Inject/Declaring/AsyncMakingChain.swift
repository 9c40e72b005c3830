/// The makings of ``AsyncDefault``s that the current task is part of, innermost last: what stops a
/// making that awaits itself, and what names the dependency asking in the dependency graph.
///
/// A making runs in a task of its own with the chain of the waiter that started it, plus itself; a
/// making that awaits an `AsyncDefault` already in its chain (the same object, or one made for the same
/// dependency) would wait on itself for ever, so it stops the program instead, with the message of a
/// cycle of defaults.
enum AsyncMakingChain {
    /// Who made an `AsyncDefault`: the dependency whose resolution made it, if any, and where. Its name
    /// is formed only for a message: naming a type or a key path costs more than a making.
    struct Origin: Sendable {
        /// The dependency being resolved when the `AsyncDefault` was made: the one it is the default of.
        let key: DependencyKey?
        /// The type the `AsyncDefault` makes.
        let valueType: any Any.Type
        /// Where the dependency was resolved, else where the making is written.
        let location: SourceLocation

        /// The name messages give it: the key path, else the type.
        var name: String {
            key.map { keyPathName($0.keyPath) } ?? "AsyncDefault<\(valueType)>"
        }

        /// The origin of an `AsyncDefault` of `valueType` made now, by a making written at `writtenAt`:
        /// the resolution under way, if the caller runs inside one on the main actor.
        init(valueType: any Any.Type, writtenAt: SourceLocation) {
            let underWay: (key: DependencyKey, location: SourceLocation)? =
                ResolutionsUnderWay.isOnResolvingThread && isOnMainQueue()
                ? MainActor.assumeIsolated { ResolutionsUnderWay.last.map { ($0.key, $0.location) } } : nil
            key = underWay?.key
            self.valueType = valueType
            location = underWay?.location ?? writtenAt
        }
    }

    /// One making in a chain: its `AsyncDefault`, by identity, and its origin.
    struct Link: Sendable {
        let identity: ObjectIdentifier
        let origin: Origin
    }

    /// The chain of the current task: empty outside every making.
    @TaskLocal static var links: [Link] = []

    /// The dependency whose making the current task runs, if any: the requester of what it resolves.
    static var requestingKey: DependencyKey? {
        links.last?.origin.key
    }

    /// Stops the program if awaiting `link`'s making from the current task closes a cycle.
    static func checkNoCycle(closedBy link: Link) {
        let chain = links
        guard
            let start = chain.firstIndex(where: { earlier in
                earlier.identity == link.identity
                    || (earlier.origin.key != nil && earlier.origin.key == link.origin.key)
            })
        else { return }
        ResolutionsUnderWay.stopOnCycle((chain[start...] + [link]).map { ($0.origin.name, $0.origin.location) })
    }
}
