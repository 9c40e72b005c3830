// expected-error: call to main actor-isolated global function 'resolve
// expected-error: in a synchronous nonisolated context
// Rule: resolve runs on the main actor; a nonisolated synchronous function cannot call it.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

func retries() -> Int {
    resolve(\.retryCount)
}
