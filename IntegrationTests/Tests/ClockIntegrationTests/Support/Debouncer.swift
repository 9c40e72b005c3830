import Inject

/// Runs an action once its input has been quiet for a second, on the injected clock.
@MainActor
final class Debouncer {
    @Injected(\.clock) var clock
    private(set) var runs = 0

    func run() async throws {
        try await clock.sleep(for: .seconds(1))
        runs += 1
    }
}
