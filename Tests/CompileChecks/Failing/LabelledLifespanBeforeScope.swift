// expected-error: write the scope before the lifespan: @Injected(keyPath, scope: scope, lifespan: lifespan)
// Rule: labelled arguments keep the same order as positional ones, `scope:` before `lifespan:`.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, lifespan: .permanent, scope: .shared) var retries
}
