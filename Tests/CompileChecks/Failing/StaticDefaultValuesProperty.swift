// expected-error: static member 'retryCount' cannot be used on instance of type 'DefaultValues'
// Rule: dependencies are instance properties of DefaultValues; a static property is not one.
import Inject

extension DefaultValues {
    static var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries
}
