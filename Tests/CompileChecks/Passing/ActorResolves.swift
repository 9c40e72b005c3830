// An actor resolves dependencies of every scope and lifespan with `await resolve`; Sendable values
// cross back into the actor.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
    var retryCount: Int { 3 }
}

actor Uploader {
    func downloaders() async -> [Downloader] {
        [
            await resolve(\.downloader),
            await resolve(\.downloader, .temporary, .permanent),
            await resolve(\.downloader, .shared, .local),
            await resolve(\.downloader, .shared, .permanent),
        ]
    }

    func retries() async -> Int {
        await resolve(\.retryCount) + 1
    }
}
