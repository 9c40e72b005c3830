import Foundation
import Inject

/// The reading list's dependencies, declared where they are owned.
///
/// Each property is a dependency's default; its key path is how consumers ask for it. Nothing here is
/// registered or evaluated up front: Inject evaluates a default the first time an injection point
/// needs it, and a test replaces it at the injection point instead.
///
/// ```swift
/// @MainActor
/// final class ReadingList: Injectable {
///     @Injected(\.bookStore) public var store
///     @Injected(\.now) public var now
/// }
///
/// let model = ReadingList().injecting(InMemoryBookStore(), for: \.store)
/// ```
extension DefaultValues {
    /// Where books are saved: a ``JSONFileBookStore`` in `\.readingListDirectory`.
    ///
    /// ```swift
    /// @Injected(\.bookStore) var store
    /// ```
    public var bookStore: any BookStore { JSONFileBookStore() }

    /// The directory the JSON store writes `books.json` to.
    ///
    /// ``JSONFileBookStore`` injects it, so it defaults to ``ReadingListDirectory/defaultURL(environment:)``:
    /// `$READING_LIST_DIR`, or the platform's data directory.
    ///
    /// ```swift
    /// @Injected(\.readingListDirectory) var directory: URL
    /// ```
    public var readingListDirectory: URL { ReadingListDirectory.defaultURL() }

    /// The current date, for ``Book/dateAdded`` and ``Book/dateRead``.
    ///
    /// It is called on the main actor, so a test can replace it with a clock that it advances itself.
    ///
    /// ```swift
    /// let model = ReadingList()
    /// model.now = { Date(timeIntervalSince1970: 0) }
    /// ```
    public var now: @MainActor () -> Date { { Date() } }

    /// Makes the id of each new book: a random UUID.
    ///
    /// It is called on the main actor, so a test can hand out predictable ids from a counter.
    ///
    /// ```swift
    /// let model = ReadingList()
    /// model.newBookID = { fixedID }
    /// ```
    public var newBookID: @MainActor () -> UUID { { UUID() } }
}
