// expected-error: return from initializer without initializing all stored properties
// diagnosed-in: sil
// Rule: @Resolved resolves when its consumer is created, on the main actor, so a main-actor consumer's
// nonisolated initializer cannot create it. The error names no property; its note says "main
// actor-isolated default value of 'self.downloader' cannot be used in a nonisolated initalizer". Keep
// the initializer main-actor isolated, or declare @Injected, which resolves on first read.
import Inject

final class Downloader: Sendable {
    init() {}
}

extension DefaultValues {
    var downloader: Downloader { Downloader() }
}

@MainActor
final class FeedModel {
    @Resolved(\.downloader) var downloader
    let name: String

    nonisolated init(name: String) {
        self.name = name
    }
}
