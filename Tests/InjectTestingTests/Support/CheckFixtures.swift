import Inject
import Synchronization

/// A client whose live value counts how many times it is made, to see that the check makes it in the
/// live pass only.
final class CheckClient: Sendable {
    static let made = Mutex(0)
    init() { Self.made.withLock { $0 += 1 } }
}

/// A value built from a `CheckClient` in the app, and from nothing in previews and tests.
struct CheckReport: Sendable {
    let client: CheckClient?
}

// Keys of DependencyCheckTests, each declared the way a user's might be.
extension DefaultValues {
    var checkChosen: Int { context.choose(live: 1, preview: 2, test: 3) }
    var checkSameEverywhere: Int { sameInEveryContext(4) }
    var checkTestValueUnimplemented: Int { context.choose(live: 1, preview: 2, test: unimplemented(0)) }
    var checkPreviewUnimplemented: Int { context.choose(live: 1, preview: unimplemented(0), test: 3) }
    var checkLiveClient: CheckClient { CheckClient() }
    var checkReport: CheckReport {
        context.choose(
            live: CheckReport(client: resolve(\.checkLiveClient)),
            preview: CheckReport(client: nil),
            test: CheckReport(client: nil)
        )
    }
    var checkComposite: Int { resolve(\.checkChosen) + resolve(\.checkSameEverywhere) }
}
