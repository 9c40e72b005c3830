// Known issues: these tests let the app's unimplemented test values fail on purpose and check the
// failures inside `withKnownIssue`, so `swift test` counts them as known issues, not failures
// (CONTRIBUTING.md, "Known issues").
import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// A test that forgets to replace the store or the data directory fails, and still never reads or
// writes the user's own books: both defaults are `unimplemented` in tests.
@MainActor
@Suite(.injectionIsolated)
struct TestValuesTests {
    @Test func anUnreplacedStoreFailsTheTestAndIsAnEmptyMemoryStore() async throws {
        let model = ReadingList()

        withKnownIssue {
            _ = model.store
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no value for this context") }
        }
        #expect(try await model.store.value is InMemoryBookStore)
        #expect(try await model.books().isEmpty)
    }

    @Test func anUnreplacedDirectoryFailsTheTestAndIsNotTheUsersOwn() {
        let store = JSONFileBookStore()

        withKnownIssue {
            _ = store.directory
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no value for this context") }
        }
        #expect(store.directory != ReadingListDirectory.defaultURL())
        #expect(store.directory.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }
}
