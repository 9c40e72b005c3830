// expected-error: write the scope before the lifespan: @Injected(keyPath, scope, lifespan)
// Rule: one positional order, the scope before the lifespan: `.shared, .permanent`, never
// `.permanent, .shared`.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .permanent, .shared) var retries
}
