// expected-error: invalid redeclaration of synthesized property '_retries'
// Rule: in an @Observable class, @Injected needs @ObservationIgnored: the macro turns the property
// into a tracked computed one with its own `_retries` storage, which clashes with the wrapper's.
import Inject
import Observation

extension DefaultValues {
    var retryCount: Int { 3 }
}

@Observable
final class RetryModel {
    @Injected(\.retryCount) var retries
}
