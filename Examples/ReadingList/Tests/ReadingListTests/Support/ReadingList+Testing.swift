import Foundation
import Inject
import InjectTesting
import ReadingListCore

extension ReadingList {
    /// A model on `store` whose clock and ids are fixed, so whole transcripts can be compared.
    ///
    /// Everything is injected at this model's own injection points: nothing global changes, so tests
    /// that each build their own model run in parallel safely. Objects the model makes later, such as
    /// a ``BookDetailModel``, do not see these replacements: tests of those use the `.injecting` trait.
    static func testing(
        store: any BookStore = InMemoryBookStore(),
        now: Date = SampleBooks.addedDate,
        ids: UUIDGenerator = .numbered
    ) -> ReadingList {
        ReadingList()
            .injecting(AsyncDefault(ready: store), for: \.store)
            .injecting(.constant(now), for: \.now)
            .injecting(ids, for: \.uuid)
    }
}

/// The store every `.shared, .permanent` point of the current test gets, when the test's trait
/// replaced `\.bookStore` with an ``InMemoryBookStore``.
@MainActor
func sharedStore(fileID: StaticString = #fileID, line: UInt = #line) async throws -> InMemoryBookStore? {
    try await resolve(\.bookStore, .shared, .permanent, fileID: fileID, line: line) as? InMemoryBookStore
}
