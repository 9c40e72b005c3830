// Every spelling of @Injected in a struct, in a plain one and in one conforming to a main-actor
// protocol as SwiftUI views do; injecting returns a modified copy.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
    var retryCount: Int { 3 }
}

@MainActor
protocol ViewLike {
    associatedtype Body
    var body: Body { get }
}

struct RemoteImage: ViewLike, Injectable {
    @Injected(\.downloader) var plain
    @Injected(\.downloader, .shared, .permanent) var sharedPermanent
    @Injected(\.downloader, .temporary, .local) var temporaryLocal
    @Injected(\.downloader, scope: .shared, lifespan: .local) var labelled
    @Injected(\.downloader, .local) var lifespanOnly
    @Injected(\.downloader, .shared) var sharedOnly
    @Injected(\.downloader, scope: .shared) var labelledScopeOnly
    @Injected(\.downloader, lifespan: .permanent) var labelledLifespanOnly
    @Injected(\.retryCount) var retries
    let url: String

    var body: String { "\(url) x\(retries)" }

    func useOffline() {
        _plain.override(Downloader())
    }
}

struct Settings: Injectable {
    @Injected(\.retryCount, .shared) var retries
}

func makeSettings() -> Settings {
    Settings()
}

@MainActor
func preview() -> String {
    let image = RemoteImage(url: "https://example.com/a.png").injecting(5, for: \.retries)
    image.$plain.override(Downloader())
    image.useOffline()
    var settings = makeSettings().injecting(1, for: \.retries)
    settings.retries = 2
    return image.body + "\(settings.retries)"
}
