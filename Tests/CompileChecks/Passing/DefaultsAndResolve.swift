// Defaults that depend on other dependencies through resolve, existentials, and resolve from
// main-actor code, including constructor injection.
import Inject

protocol ImageDownloading: Sendable {
    func download() -> String
}

struct LiveDownloader: ImageDownloading {
    func download() -> String { "image" }
}

final class FeedLoader {
    let downloader: any ImageDownloading

    @MainActor
    init(downloader: any ImageDownloading = resolve(\.imageDownloader)) {
        self.downloader = downloader
    }
}

extension DefaultValues {
    var imageDownloader: any ImageDownloading { LiveDownloader() }
    @MainActor var feedLoader: FeedLoader { FeedLoader(downloader: resolve(\.imageDownloader)) }
}

@MainActor
func load() -> String {
    let loader: FeedLoader = resolve(\.feedLoader, .shared, .permanent)
    let direct = FeedLoader()
    return loader.downloader.download() + direct.downloader.download()
}
