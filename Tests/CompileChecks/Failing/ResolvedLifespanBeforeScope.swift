// expected-error: write the scope before the lifespan: @Resolved(keyPath, scope, lifespan)
// Rule: @Resolved takes its scope and lifespan in @Injected's order.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
final class RetryModel {
    @Resolved(\.retryCount, .permanent, .shared) var retries
}
