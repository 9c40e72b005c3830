// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// Rule: injecting(_:for:) on a class takes only a value of the property's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel: Injectable {
    @Injected(\.retryCount) var retries
}

@MainActor
func configure(_ model: RetryModel) {
    model.injecting("three", for: \.retries)
}
