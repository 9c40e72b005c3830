// expected-error: type 'Lifespan' has no member 'shared'
// Rule: resolve takes a Scope and then a Lifespan; a second scope does not fit.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
func retries() -> Int {
    resolve(\.retryCount, .shared, .shared)
}
