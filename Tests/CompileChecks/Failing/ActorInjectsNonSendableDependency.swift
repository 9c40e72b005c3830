// expected-error: non-Sendable type 'Cache' of property 'cache' cannot exit main actor-isolated context
// Rule: an actor reads its injected values from the main actor, so they must be Sendable.
import Inject

final class Cache {
    init() {}
}

extension DefaultValues {
    var cache: Cache { Cache() }
}

actor Uploader {
    @Injected(\.cache) var cache

    func upload() async {
        _ = await cache
    }
}
