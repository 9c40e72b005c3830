// expected-error: type 'Cache' does not conform to the 'Sendable' protocol
// Rule: a withInjected value crosses tasks, so it must be Sendable.
import Inject

final class Cache {
    init() {}
}

extension DefaultValues {
    var cache: Cache { Cache() }
}

func withEmptyCache() {
    withInjected(\.cache, Cache()) {}
}
