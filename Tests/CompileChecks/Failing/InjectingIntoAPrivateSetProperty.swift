// expected-error: 'injecting(_:for:)' is unavailable: the replacement is written into the property: name a settable @Injected or @Resolved var
// Rule: injecting(_:for:) writes its value into the property, so a property that is not settable where
// the call is made, a private(set) one, is refused.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

struct RetryView: Injectable {
    @Injected(\.retryCount) private(set) var retries
}

@MainActor
func preview() -> RetryView {
    RetryView().injecting(5, for: \.retries)
}
