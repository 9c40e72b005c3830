// expected-error: type 'Lifespan' has no member 'shared'
// Rule: the arguments after the key path are a Scope, then a Lifespan; two scopes match no
// initializer. Passing/DesignSpellings.swift shows `.shared, .permanent` compiles.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .shared, .shared) var retries
}
