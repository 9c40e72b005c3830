// expected-error: cannot convert value of type 'KeyPath<DefaultValues, Int>' to expected argument type 'KeyPath<DefaultValues, Int?>'
// Rule: a dependency cannot be missing, so an injected property cannot be declared optional to
// model "not registered".
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount) var retries: Int?
}
