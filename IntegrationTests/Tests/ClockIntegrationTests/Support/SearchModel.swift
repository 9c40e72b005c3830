import Inject

/// The BuiltInDependencies article's model: searches once a delay has passed on the injected clock.
@MainActor
final class SearchModel {
    @Injected(\.clock) var clock
    var searches = 0

    func search() async throws {
        try await clock.sleep(for: .milliseconds(300))
        searches += 1
    }
}
