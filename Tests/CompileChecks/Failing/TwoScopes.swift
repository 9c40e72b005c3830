// expected-error: failed to produce diagnostic for expression
// Rule: the arguments after the key path are one Scope and one Lifespan; two scopes match no
// initializer. The Swift 6.3 compiler rejects this without a proper message ("failed to produce
// diagnostic"); the labelled spellings get clear ones (ScopeLabelGivenALifespan.swift,
// LifespanLabelGivenAScope.swift). Passing/NonisolatedClassConsumer.swift shows `.shared, .permanent` compiles.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected(\.retryCount, .shared, .shared) var retries
}
