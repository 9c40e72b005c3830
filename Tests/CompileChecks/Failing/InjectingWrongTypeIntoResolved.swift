// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// Rule: injecting(_:for:) on a @Resolved property takes only a value of the property's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
struct RetryView: Injectable {
    @Resolved(\.retryCount) var retries
}

@MainActor
func preview() -> RetryView {
    RetryView().injecting("three", for: \.retries)
}
