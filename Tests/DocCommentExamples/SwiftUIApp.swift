// The app that the doc comments' SwiftUI examples (those that import SwiftUI) take for granted, as an
// app would declare it. Scripts/check-doc-examples.sh --swiftui builds it as a module, DocCommentApp,
// against the SwiftUI stand-in, and every such example imports it; an example's own declaration
// shadows the one here of the same name. Not a target of the package.
import Foundation
import Inject
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
