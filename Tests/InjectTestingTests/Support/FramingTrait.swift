import Inject
import Testing

/// A trait that opens a `withInjected` frame around the rest of the test, as a team's own trait might.
struct FramingTrait: TestTrait, TestScoping {
    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withInjected(\.traitNumber, 5) { try await function() }
    }
}
