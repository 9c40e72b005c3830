// expected-error: write the scope before the lifespan: @Injected(keyPath, scope, lifespan)
// Rule: one positional order, the scope before the lifespan. The words of an earlier design,
// `.local` as a scope and `.temporary` as a lifespan, read as a lifespan then a scope, and the
// compiler says which order to use.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .local, .temporary) var retries
}
