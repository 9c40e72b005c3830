// What the Overrides article's examples take for granted, as an app would declare it. Compiled with
// the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

protocol ImageDownloading: Sendable {
    func image(at url: URL) async throws -> Data
}

struct URLSessionDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { try Data(contentsOf: url) }
}

struct MockDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

struct OfflineDownloader: ImageDownloading {
    struct Offline: Error {}
    func image(at url: URL) async throws -> Data { throw Offline() }
}

@MainActor final class FeedModel: Injectable {
    @Injected(\.imageDownloader) var downloader
    func refresh() async {}
}

struct API: Sendable {}
struct Item {}

@MainActor final class DetailModel {
    @Injected(\.api) var api
    let item: Item
    init(item: Item) { self.item = item }
}

protocol Analytics: Sendable {}
struct LiveAnalytics: Analytics {}
struct NoAnalytics: Analytics {}
struct RecordingAnalytics: Analytics {}

extension DefaultValues {
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
    var api: API { API() }
}
