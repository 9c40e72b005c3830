// expected-error: main actor-isolated default value in a nonisolated context
// Rule: a main-actor DefaultValues property (the default in a main-actor-by-default module) can only
// be named by main-actor code; a nonisolated consumer cannot inject it. Keep defaults nonisolated.
import Inject

extension DefaultValues {
    @MainActor var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}
