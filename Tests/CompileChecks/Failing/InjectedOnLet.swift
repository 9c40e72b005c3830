// expected-error: property wrapper can only be applied to a 'var'
// Rule: @Injected goes on a var; a let cannot hold a lazily resolved, replaceable instance.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

struct RetryView {
    @Injected(\.retryCount) let retries: Int
}
