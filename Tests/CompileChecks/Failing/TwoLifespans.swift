// expected-error: failed to produce diagnostic for expression
// Rule: the arguments after the key path are one Scope and one Lifespan; two lifespans match no
// initializer (reported without a proper message by Swift 6.3, as in TwoScopes.swift).
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .permanent, .temporary) var retries
}
