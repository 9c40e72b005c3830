import Foundation
import Inject
import InjectTesting
import Testing

/// A constant date generator tells the same date at every call, and a test that injects it sees that date.
@Suite(.injectionIsolated)
struct ConstantDateTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func everyCallTellsTheGivenDate() async throws {
        let date = Date(timeIntervalSince1970: 1_234_567_890)
        let now = DateGenerator.constant(date)
        let first = now()
        try await Task.sleep(for: .milliseconds(5))
        #expect(first == date)
        #expect(now() == date)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.injecting(\.now, .constant(Date(timeIntervalSince1970: 0))))
    @MainActor func aTestThatInjectsItReadsThatDate() {
        #expect(BuiltInReader().now() == Date(timeIntervalSince1970: 0))
        #expect(resolve(\.now)() == Date(timeIntervalSince1970: 0))
    }
}
