// What the Patterns article's examples take for granted, as an app would declare it. Compiled with
// the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

protocol FilmRepository: Sendable {}
struct RemoteFilmRepository: FilmRepository {}
struct InMemoryFilmRepository: FilmRepository {}
struct CachedFilmRepository: FilmRepository {}

struct Film: Sendable {
    var title: String
}

let film = Film(title: "Alien")

@MainActor final class FilmDetailModel {
    @Injected(\.filmRepository) var repository
    let film: Film
    init(film: Film) { self.film = film }
}

final class ImageLoader: Sendable {
    let url: URL
    init(url: URL) { self.url = url }
}

protocol ImageDownloading: Sendable {}
struct URLSessionDownloader: ImageDownloading {}

struct FeedLoader {
    let downloader: any ImageDownloading
}

final class Cart {}

extension DefaultValues {
    var filmRepository: any FilmRepository { RemoteFilmRepository() }
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
    var cart: Cart { Cart() }
}

struct FilmCatalog: Sendable {
    let titles: [String]
    static func download(from url: URL) async throws -> FilmCatalog { FilmCatalog(titles: []) }
}

extension DefaultValues {
    var catalogURL: URL { URL(fileURLWithPath: "catalog.json") }
}
