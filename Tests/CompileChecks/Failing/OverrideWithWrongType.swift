// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// Rule: override(_:) takes only a value of the dependency's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}

@MainActor
func configure(_ model: RetryModel) {
    model.$retries.override("three")
}
