// expected-error: cannot convert value of type 'String' to closure result type 'Int'
// Rule: a global override makes a value of the dependency's type.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
func useFewerRetries() {
    DefaultValues.override(\.retryCount) { "one" }
}
