// @Injected in an @Observable class, marked @ObservationIgnored, beside tracked properties.
import Inject
import Observation

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

@Observable
final class FeedModel: Injectable {
    @ObservationIgnored @Injected(\.downloader) var downloader
    @ObservationIgnored @Injected(\.downloader, .shared, .permanent) var sharedDownloader
    var title = "Feed"
}

@MainActor
func use() -> Bool {
    let model = FeedModel().injecting(Downloader(), for: \.downloader)
    model.$sharedDownloader.override(Downloader())
    model.title = "Renamed"
    return model.downloader !== model.sharedDownloader
}
