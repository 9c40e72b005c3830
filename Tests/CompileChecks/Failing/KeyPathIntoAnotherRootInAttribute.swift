// expected-error: cannot convert value of type 'KeyPath<Settings, Int>' to expected argument type 'KeyPath<DefaultValues, Int>'
// Rule: only key paths rooted at DefaultValues name dependencies, in an @Injected attribute too.
import Inject

struct Settings {
    var retryCount: Int { 3 }
}

final class FeedModel {
    @Injected(\Settings.retryCount) var retries
}
