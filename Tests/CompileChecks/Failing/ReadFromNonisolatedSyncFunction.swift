// expected-error: main actor-isolated property 'retries' can not be referenced from a nonisolated context
// Rule: an injected value is read on the main actor; a nonisolated synchronous function cannot read it.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

func retries(of model: RetryModel) -> Int {
    model.retries
}
