// expected-error: type 'Scope' has no member 'permanent'
// Rule: `scope:` takes a Scope; a lifespan does not fit there.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, scope: .permanent) var retries
}
