// Every spelling of @Injected in a @MainActor class, which can still be created off the main actor.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

@MainActor
final class FeedViewModel: Injectable {
    @Injected(\.downloader) var plain
    @Injected(\.downloader, .shared, .permanent) var sharedPermanent
    @Injected(\.downloader, .temporary, .local) var temporaryLocal
    @Injected(\.downloader, scope: .shared, lifespan: .local) var labelled
    @Injected(\.downloader, .local) var lifespanOnly
    @Injected(\.downloader, .shared) var sharedOnly
    @Injected(\.downloader, scope: .shared) var labelledScopeOnly
    @Injected(\.downloader, lifespan: .permanent) var labelledLifespanOnly

    nonisolated init() {}

    func refresh() -> Downloader {
        _plain.override(Downloader())
        return plain
    }
}

func makeViewModel() -> FeedViewModel {
    FeedViewModel()
}

func readLater() async -> Bool {
    let model = makeViewModel()
    let downloader = await model.sharedPermanent
    return await model.sharedPermanent === downloader
}

@MainActor
func use() -> Bool {
    let model = FeedViewModel().injecting(Downloader(), for: \.plain)
    model.$labelled.override(Downloader())
    return model.$plain.source == .injectionPoint && model.refresh() === model.plain
}
