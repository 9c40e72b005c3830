/// The makings of ``AsyncDefault``s that the current task is part of, innermost last: what stops a
/// making that awaits itself, and what names the dependency asking in the dependency graph.
///
/// A making runs in a task of its own with the chain of the waiter that started it, plus itself; a
/// making that awaits an `AsyncDefault` already in its chain (the same object, or one made for the same
/// dependency) would wait on itself for ever, so it stops the program instead, with the message of a
/// cycle of defaults. Makings that tasks started apart can close a cycle no one chain holds (A's making
/// awaits B's, which another task started and which awaits A's): the makings waiting on others are
/// recorded process-wide (``beginWait(on:)``), and the wait that would close such a cycle stops too.
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

    /// The makings under way that wait on another one, by identity, with the makings each waits on.
    private static let waits = Locked<[ObjectIdentifier: [Link]]>([:])

    /// Records that the making the current task runs, if any, waits on `awaited`'s, after stopping the
    /// program if `awaited`'s making waits on it, directly or through others. Returns what ends the wait.
    static func beginWait(on awaited: Link) -> (@Sendable () -> Void)? {
        guard let waiter = links.last else { return nil }
        let cycle = waits.withLock { waits -> [Link]? in
            if let path = path(from: awaited.identity, to: waiter.identity, in: waits) {
                return [waiter, awaited] + path
            }
            waits[waiter.identity, default: []].append(awaited)
            return nil
        }
        if let cycle { ResolutionsUnderWay.stopOnCycle(cycle.map { ($0.origin.name, $0.origin.location) }) }
        return {
            waits.withLock { waits in
                guard var awaitedByWaiter = waits[waiter.identity],
                    let index = awaitedByWaiter.firstIndex(where: { $0.identity == awaited.identity })
                else { return }
                awaitedByWaiter.remove(at: index)
                waits[waiter.identity] = awaitedByWaiter.isEmpty ? nil : awaitedByWaiter
            }
        }
    }

    /// The makings from the one `start` waits on to `goal`, if `start`'s waits reach `goal`.
    private static func path(
        from start: ObjectIdentifier,
        to goal: ObjectIdentifier,
        in waits: [ObjectIdentifier: [Link]]
    ) -> [Link]? {
        var visited: Set<ObjectIdentifier> = []
        func search(_ making: ObjectIdentifier) -> [Link]? {
            guard visited.insert(making).inserted else { return nil }
            for next in waits[making] ?? [] {
                if next.identity == goal { return [next] }
                if let rest = search(next.identity) { return [next] + rest }
            }
            return nil
        }
        return search(start)
    }
}
