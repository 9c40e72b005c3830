// expected-error: an injected property has no initial value: declare its default in DefaultValues
// Rule: an injected property's value comes from its DefaultValues default, never from an initial value.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .shared) var retries = 5
}
