// expected-error: cannot convert value of type 'KeyPath<Settings, Int>' to expected argument type 'KeyPath<DefaultValues, Int>'
// Rule: only key paths rooted at DefaultValues name dependencies; a property of another type does not.
import Inject

struct Settings {
    var retryCount: Int { 3 }
}

@MainActor
func retries() -> Int {
    resolve(\Settings.retryCount)
}
