// What the Pitfalls article's examples take for granted, as an app would declare it. Compiled with
// the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Foundation
import Inject

protocol ImageDownloading: Sendable {}
struct URLSessionDownloader: ImageDownloading {}

struct FeedLoader {
    let downloader: any ImageDownloading
}

extension DefaultValues {
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
}
