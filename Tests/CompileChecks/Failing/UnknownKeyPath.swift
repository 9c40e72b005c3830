// expected-error: value of type 'DefaultValues' has no member 'imageDownloader'
// Rule: a dependency exists only if DefaultValues declares it, so naming one that nobody declared
// fails at compile time instead of crashing as "not registered" at run time.
import Inject

final class FeedModel {
    @Injected(\.imageDownloader) var downloader
}
