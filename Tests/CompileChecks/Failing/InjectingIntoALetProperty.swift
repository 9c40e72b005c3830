// expected-error: 'injecting(_:for:)' is unavailable: the replacement is written into the property: name a settable @Injected or @Resolved var
// Rule: injecting(_:for:) writes its value into the property, so a `let` is refused.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

struct RetryView: Injectable {
    @Injected(\.retryCount) var injectedRetries
    let limit = 3
}

@MainActor
func preview() -> RetryView {
    RetryView().injecting(5, for: \.limit)
}
