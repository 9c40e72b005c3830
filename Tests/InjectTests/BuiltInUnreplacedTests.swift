// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import Foundation
import Testing

@testable import Inject

/// This target does not link InjectTesting, but InjectTestingTests does, and `swift test` builds both
/// into one test process: an unreplaced built-in records a failure here too instead of stopping it.
@Suite struct BuiltInUnreplacedTests {
    @Test @MainActor func anUnreplacedBuiltInRecordsAFailureInATargetThatDoesNotLinkInjectTesting() {
        withKnownIssue("the test reads \\.now without replacing it") {
            _ = resolve(\.now)()
        } matching: { issue in
            String(describing: issue).contains("\\.now has no value for this context")
        }
    }
}
