// expected-error: main actor-isolated default value in a nonisolated context
// Rule: @Resolved resolves when its consumer is created, on the main actor, so a consumer whose
// initializer is not main-actor isolated cannot declare one; @Injected, which resolves on first read,
// can.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

final class FeedLoader {
    @Resolved(\.downloader) var downloader
}
