import ConsumerFixtures
import Inject

/// An actor consumer. In Swift 5 mode it compiles as it is; in Swift 6 mode the same declaration does
/// not (see Tests/CompileChecks/KnownIssues/ActorConsumer.swift).
actor Swift5Actor {
    @Injected(\.swift5ActorLocal) var local
    @Injected(\.swift5ActorShared, .shared) var shared

    /// Reads `local` from the actor's own isolation.
    func readLocal() async -> Tracked {
        await local
    }

    /// Reads `shared` from the actor's own isolation.
    func readShared() async -> Tracked {
        await shared
    }
}
