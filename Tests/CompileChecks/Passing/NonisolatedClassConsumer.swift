// Every spelling of @Injected in a nonisolated class; creating it and forming key paths without the
// main actor; reading, injecting and overriding on the main actor.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

final class FeedModel: Injectable {
    @Injected(\.downloader) var plain
    @Injected(\.downloader, .shared, .permanent) var sharedPermanent
    @Injected(\.downloader, .temporary, .local) var temporaryLocal
    @Injected(\.downloader, scope: .shared, lifespan: .local) var labelled
    @Injected(\.downloader, .local) var lifespanOnly
    @Injected(\.downloader, .shared) var sharedOnly
    @Injected(\.downloader, .permanent) var permanentOnly
    @Injected(\.downloader, scope: .shared) var labelledScopeOnly
    @Injected(\.downloader, lifespan: .permanent) var labelledLifespanOnly

    @MainActor
    func useOffline() {
        _plain.override(Downloader())
    }
}

func makeModel() -> FeedModel {
    FeedModel()
}

func makeKey() -> KeyPath<DefaultValues, Downloader> {
    \DefaultValues.downloader
}

@MainActor
func use() -> Bool {
    let model = makeModel()
    let before = model.$plain.isResolved
    _ = model.plain
    model.injecting(Downloader(), for: \.sharedOnly)
    let same = model.injecting(Downloader(), for: \.labelled) === model
    model.$temporaryLocal.override(Downloader())
    model.useOffline()
    model.permanentOnly = Downloader()
    return before && same && model.$plain.source == .injectionPoint
}
