// expected-error: main actor-isolated default value in a actor-isolated context
// Rule: an actor's initializer is not main-actor isolated, so its properties cannot resolve when it is
// created; it declares @Injected and reads with await.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

actor Uploader {
    @Resolved(\.downloader) var downloader
}
