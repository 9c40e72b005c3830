// The product design's spellings: `(keyPath, scope, lifespan)`, each optional, positional or
// labelled in that order, and a lifespan on its own with the default scope.
import Inject

final class Networking: Sendable {
    init() {}
}

extension DefaultValues {
    var networking: Networking { Networking() }
}

final class DesignConsumer {
    @Injected(\.networking, .temporary, .local) var network  // the design's own line
    @Injected(\.networking) var plain
    @Injected(\.networking, .shared) var shared
    @Injected(\.networking, .shared, .local) var sharedLocal
    @Injected(\.networking, .shared, .permanent) var sharedPermanent
    @Injected(\.networking, .temporary, .permanent) var temporaryPermanent
    @Injected(\.networking, .permanent) var permanentOnly
    @Injected(\.networking, .local) var localOnly
    @Injected(\.networking, scope: .shared) var labelledScope
    @Injected(\.networking, scope: .shared, lifespan: .local) var labelledBoth
    @Injected(\.networking, lifespan: .permanent) var labelledLifespan
}

@MainActor
func resolveInTheSameOrder() -> [Networking] {
    [
        resolve(\.networking, .temporary, .local),
        resolve(\.networking, .shared),
        resolve(\.networking, .shared, .permanent),
        resolve(\.networking, .permanent),
        resolve(\.networking, .local),
    ]
}

extension DefaultValues {
    var networkingUser: [Networking] {
        [resolve(\.networking, .shared, .permanent), resolve(\.networking, .permanent)]
    }
}
