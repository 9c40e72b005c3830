// What the Testing article's examples take for granted, as an app would declare it. Compiled with
// the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

protocol Analytics: Sendable {}
struct LiveAnalytics: Analytics {}
struct RecordingAnalytics: Analytics {}

protocol ImageDownloading: Sendable {
    func image(at url: URL) async throws -> Data
}

struct URLSessionDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { try Data(contentsOf: url) }
}

struct MockDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

protocol Payments: Sendable {}
struct LivePayments: Payments {}
struct FakePayments: Payments {}

@MainActor final class FeedModel {
    @Injected(\.imageDownloader) var downloader
    var images: [Data] = []

    func refresh() async throws {
        for index in 0..<3 {
            images.append(try await downloader.image(at: URL(fileURLWithPath: "/\(index)")))
        }
    }
}

@MainActor final class ImageGridModel {
    @Resolved(\.imageDownloader) var downloader

    func refresh() async throws {}
}

extension DefaultValues {
    var analytics: any Analytics { LiveAnalytics() }
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
    var payments: any Payments { LivePayments() }
}
