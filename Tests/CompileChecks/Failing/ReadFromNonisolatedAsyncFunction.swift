// expected-error: non-Sendable type 'RetryModel' cannot be sent into main actor-isolated context in call to property 'retries'
// Rule: a consumer that is not Sendable is read only where the main actor holds it: awaiting the
// property from a nonisolated async function would send the consumer to the main actor.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

func retries() async -> Int {
    let model = RetryModel()
    return await model.retries
}
