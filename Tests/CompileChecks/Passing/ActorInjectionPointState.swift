// An actor replaces its own injection point and asks whether it resolved, hopping to the main actor:
// possible because `Injected` is Sendable.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

actor Uploader {
    @Injected(\.downloader) var plain

    func useOffline() async {
        await _plain.override(Downloader())
    }

    func isReady() async -> Bool {
        await $plain.isResolved
    }

    func source() async -> ValueSource? {
        await $plain.source
    }
}
