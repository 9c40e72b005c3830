// expected-error: cannot convert value of type 'KeyPath<DefaultValues, Int>' to expected argument type 'KeyPath<DefaultValues, String>'
// Rule: an injected property's declared type must be the dependency's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries: String
}
