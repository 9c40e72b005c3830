// expected-error: cannot assign value of type 'String' to type 'Int'
// Rule: assigning to an injected property takes only a value of the dependency's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

@MainActor
func configure(_ model: RetryModel) {
    model.retries = "three"
}
