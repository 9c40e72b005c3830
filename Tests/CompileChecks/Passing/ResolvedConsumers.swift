// Every spelling of @Resolved, in a main-actor class, a main-actor struct and a main-actor default.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
    @MainActor var feed: FeedViewModel { FeedViewModel() }
}

@MainActor
final class FeedViewModel: Injectable {
    @Resolved(\.downloader) var plain
    @Resolved(\.downloader, .shared, .permanent) var sharedPermanent
    @Resolved(\.downloader, .temporary, .local) var temporaryLocal
    @Resolved(\.downloader, scope: .shared, lifespan: .local) var labelled
    @Resolved(\.downloader, .permanent) var lifespanOnly
    @Resolved(\.downloader, .shared) var sharedOnly
    @Resolved(\.downloader, scope: .shared) var labelledScopeOnly
    @Resolved(\.downloader, lifespan: .permanent) var labelledLifespanOnly
}

@MainActor
struct FeedRow: Injectable {
    @Resolved(\.downloader) var downloader
    let title: String
}

@MainActor
func use() {
    let model = FeedViewModel().injecting(Downloader(), for: \.plain)
    model.sharedOnly = Downloader()
    _ = FeedRow(title: "row").injecting(Downloader(), for: \.downloader)
    _ = withInjected(from: model) { resolve(\.feed) }
}
