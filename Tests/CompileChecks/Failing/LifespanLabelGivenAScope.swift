// expected-error: type 'Lifespan' has no member 'shared'
// Rule: `lifespan:` takes a Lifespan; a scope does not fit there.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, lifespan: .shared) var retries
}
