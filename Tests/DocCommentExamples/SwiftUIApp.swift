// The app that the doc comments' SwiftUI examples (InjectSwiftUI's, and those that import SwiftUI) take
// for granted, as an app would declare it. Scripts/check-doc-examples.sh --swiftui builds it as a
// module, DocCommentApp, against the SwiftUI stand-in, and every such example imports it; an example's
// own declaration shadows the one here of the same name. Not a target of the package.
import Foundation
import Inject
import InjectSwiftUI
import SwiftUI

protocol ImageDownloading: Sendable {
    func image(at url: URL) async throws -> Data
}

struct URLSessionDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { try Data(contentsOf: url) }
}

struct MockDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

extension DefaultValues {
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
}

struct RemoteImage: View, Injectable {
    @Injected(\.imageDownloader) var downloader
    let url: URL

    var body: some View { Text(url.lastPathComponent) }
}

let url = URL(fileURLWithPath: "/image.png")
let sampleURL = URL(fileURLWithPath: "/sample.png")

struct FailingDownloader: ImageDownloading {
    struct Failure: Error {}
    func image(at url: URL) async throws -> Data { throw Failure() }
}

final class CachingDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

extension DefaultValues {
    var apiBaseURL: URL { URL(string: "https://api.example.com")! }
}

struct FeedItem: Identifiable {
    let id: Int
    let title: String
}

// The models are both `ObservableObject` and `@Observable`, so that the examples of `@InjectedObject`
// and of `@InjectedObservable` can take the same ones for granted.
@MainActor @Observable
final class FeedModel: ObservableObject {
    var title = "Feed"
    var query = ""
    var items: [FeedItem] = []
    var isOffline = false
}

extension DefaultValues {
    @MainActor var feedModel: FeedModel { FeedModel() }
}

struct FeedScreen: View {
    var body: some View { Text("Feed") }
}

struct Film: Sendable {
    var title: String
}

@MainActor @Observable
final class FilmDetailModel: ObservableObject {
    var title: String
    init(film: Film) { title = film.title }
}

@MainActor final class DocumentModel {
    @Injected(\.imageDownloader) var downloader
    var cover: Data?

    func load() async {
        cover = try? await downloader.image(at: URL(fileURLWithPath: "/cover.png"))
    }
}

/// A flow that owns its `.shared` instances (`injectionFrame()`).
struct CheckoutFlow: View {
    var body: some View { Text("Checkout") }
}

/// A preview setup that several previews share (`InjectionPreviewModifier`).
struct SampleServices: InjectionPreviewModifier {
    static func makeSharedContext() async throws -> InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[\.imageDownloader] = CachingDownloader()
        return overrides
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleServices: Self { .modifier(SampleServices()) }
}
