// expected-error: main actor-isolated property 'isResolved' can not be referenced from a nonisolated context
// Rule: an injection point's state is read on the main actor.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

func isReady(_ model: RetryModel) -> Bool {
    model.$retries.isResolved
}
