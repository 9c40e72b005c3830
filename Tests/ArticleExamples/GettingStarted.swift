// What the GettingStarted article's examples take for granted, as an app would declare it. Compiled
// with the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

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

protocol FilmRepository: Sendable {}
struct RemoteFilmRepository: FilmRepository {}

struct FeedLoader {
    let downloader: any ImageDownloading
}

struct SearchService {}

final class Session: Sendable {
    func resume() async {}
}

extension DefaultValues {
    var filmRepository: any FilmRepository { RemoteFilmRepository() }
    var searchService: SearchService { SearchService() }
    var session: Session { Session() }
}
