// An actor is a consumer: it declares @Injected properties and reads them with await. This needs
// `Injected` to be Sendable (its state is isolated to the main actor); Swift 6.3's region checker
// rejected the actor's synthesized setter while it was not.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

actor Uploader: Injectable {
    @Injected(\.downloader) var plain
    @Injected(\.downloader, .shared, .permanent) var sharedPermanent
    @Injected(\.downloader, .temporary, .local) var temporaryLocal
    @Injected(\.downloader, scope: .shared, lifespan: .local) var labelled
    @Injected(\.downloader, .local) var lifespanOnly
    @Injected(\.downloader, .shared) var sharedOnly
    @Injected(\.downloader, scope: .shared) var labelledScopeOnly
    @Injected(\.downloader, lifespan: .permanent) var labelledLifespanOnly

    func upload() async -> Downloader {
        await plain
    }
}

@MainActor
func configure(_ uploader: Uploader) -> Bool {
    uploader.injecting(Downloader(), for: \.plain) === uploader
}
