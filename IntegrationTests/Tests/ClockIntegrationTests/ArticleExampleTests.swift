import Clocks
import Inject
import InjectTesting
import Testing

/// The BuiltInDependencies article's swift-clocks example passes as written: advancing a TestClock by the
/// delay wakes the model that sleeps on the injected clock.
@Suite(.injectionIsolated)
struct ArticleExampleTests {
    @Test @MainActor func searchesOnceTheDelayHasPassed() async throws {
        let clock = TestClock()
        let model = withInjected(\.clock, clock) { SearchModel() }
        let searching = Task { try await model.search() }
        while (try? await clock.checkSuspension()) != nil {}  // until the search sleeps on the clock
        await clock.advance(by: .milliseconds(300))
        try await searching.value
        #expect(model.searches == 1)
    }
}
