// expected-error: type 'Scope' has no member 'permanent'
// Rule: the arguments after the key path are a Scope, then a Lifespan; two lifespans match no
// initializer.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .permanent, .local) var retries
}
