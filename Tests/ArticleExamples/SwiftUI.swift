// What the SwiftUI article's examples take for granted, as an app would declare it. Type-checked with
// the article's examples against the SwiftUI stand-in by Scripts/typecheck-swiftui.sh; not a target of
// the package.
import Foundation
import Inject
import Observation
import SwiftUI

protocol ImageDownloading: Sendable {
    func image(at url: URL) async throws -> Data
}

struct URLSessionDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { try Data(contentsOf: url) }
}

struct SampleImageDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data([1, 2, 3]) }
}

struct MockDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

struct FailingDownloader: ImageDownloading {
    struct Failure: Error {}
    func image(at url: URL) async throws -> Data { throw Failure() }
}

final class CachedDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

let sampleURL = URL(fileURLWithPath: "/sample.png")
let stagingURL = URL(string: "https://staging.example.com")!

struct RemoteImage: View, Injectable {
    @Injected(\.imageDownloader) var downloader
    let url: URL

    var body: some View { Text(url.lastPathComponent) }
}

struct ContentView: View {
    var body: some View { Text("Library") }
}

struct BookList: View {
    var body: some View { Text("Books") }
}

@MainActor final class DocumentModel {
    @Injected(\.imageDownloader) var downloader
}

struct FeedItem: Identifiable {
    let id: Int
    let title: String
}

@MainActor final class FeedModel: ObservableObject {
    @Published var query = ""
    @Published var items: [FeedItem] = []
}

struct Film: Sendable {
    var title: String
}

@MainActor @Observable final class FilmDetailModel {
    var title: String
    init(film: Film) { title = film.title }
}

extension DefaultValues {
    var apiBaseURL: URL { URL(string: "https://api.example.com")! }
}

@MainActor final class Cart {
    var items: [String] = []
}
