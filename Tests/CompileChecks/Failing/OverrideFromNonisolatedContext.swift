// expected-error: call to main actor-isolated instance method 'override' in a synchronous nonisolated context
// Rule: override(_:) happens on the main actor, like reading the value.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

func configure(_ model: RetryModel) {
    model.$retries.override(5)
}
