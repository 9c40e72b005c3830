// expected-error: call to main actor-isolated instance method 'injecting(_:for:fileID:line:)' in a synchronous nonisolated context
// expected-error: cannot form key path to main actor-isolated property 'retries'
// Rule: replacing an instance happens on the main actor, like reading it; even the key path to an
// injected property can only be formed there.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel: Injectable {
    @Injected(\.retryCount) var retries
}

func configure(_ model: RetryModel) {
    model.injecting(5, for: \.retries)
}
