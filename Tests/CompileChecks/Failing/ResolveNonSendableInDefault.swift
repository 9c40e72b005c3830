// expected-error: type 'Cache' does not conform to the 'Sendable' protocol
// Rule: inside a default, `resolve` names DefaultValues.resolve, which hands its value to a
// nonisolated default and so takes only a Sendable dependency, even in a @MainActor default. The
// message does not say so: a @MainActor default resolves a non-Sendable dependency with the global
// `Inject.resolve(\.cache)`.
import Inject

final class Cache {
    init() {}
}

final class FeedStore {
    let cache: Cache
    init(cache: Cache) { self.cache = cache }
}

extension DefaultValues {
    var cache: Cache { Cache() }
    @MainActor var feedStore: FeedStore { FeedStore(cache: resolve(\.cache)) }
}
