/// Where the reading list keeps its books between runs.
///
/// ``ReadingList`` reads its store from Inject, as `@Injected(\.bookStore) var store`, so the program
/// saves to ``JSONFileBookStore`` while tests and previews hand the model an ``InMemoryBookStore``.
/// A store reads and writes the whole list at once; the list is small, and a whole-file write cannot
/// leave half a list behind.
///
/// Stores are used on the main actor, by the main-actor ``ReadingList`` model.
///
/// ```swift
/// @MainActor
/// final class UserDefaultsBookStore: BookStore {
///     func load() throws -> [Book] { ... }
///     func save(_ books: [Book]) throws { ... }
/// }
///
/// let model = ReadingList().injecting(UserDefaultsBookStore(), for: \.store)
/// ```
@MainActor
public protocol BookStore {
    /// Reads every book, in list order.
    ///
    /// A store that has never been saved to returns an empty list rather than throwing.
    ///
    /// ```swift
    /// let books = try store.load()
    /// ```
    ///
    /// - Returns: The saved books, or `[]` if nothing was saved yet.
    /// - Throws: An error, such as ``BookStoreError``, if the saved list cannot be read.
    func load() throws -> [Book]

    /// Replaces the saved list with `books`.
    ///
    /// After a successful save, ``load()`` returns `books` in the same order.
    ///
    /// ```swift
    /// var books = try store.load()
    /// books.removeAll { $0.isRead }
    /// try store.save(books)
    /// ```
    ///
    /// - Parameter books: The whole list, in order.
    /// - Throws: An error, such as ``BookStoreError``, if the list cannot be saved; the saved list is then
    ///   unchanged.
    func save(_ books: [Book]) throws
}
