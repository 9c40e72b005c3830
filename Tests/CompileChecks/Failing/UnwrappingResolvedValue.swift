// expected-error: initializer for conditional binding must have Optional type, not 'Int'
// Rule: resolve never returns "not registered": its result is not optional, so it cannot be unwrapped.
// (Swinject's resolve returns an optional that callers force-unwrap.)
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
func retries() -> Int {
    if let retries = resolve(\.retryCount) {
        return retries
    }
    return 0
}
