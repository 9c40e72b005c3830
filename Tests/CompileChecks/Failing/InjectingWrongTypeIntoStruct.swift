// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// Rule: injecting(_:for:) on a struct takes only a value of the property's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

struct RetryView: Injectable {
    @Injected(\.retryCount) var retries
}

@MainActor
func preview() -> RetryView {
    RetryView().injecting("three", for: \.retries)
}
