/// Where the reading list keeps its data between runs: the books, who is signed in, and each reader's
/// page in the books they are reading.
///
/// ``ReadingList`` reads its store from Inject, as `@Injected(\.bookStore, .shared, .permanent) var store`:
/// one store for the whole program, which ``BookDetailModel`` and ``ReadingProgress`` share. The
/// program saves to ``JSONFileBookStore``, previews show ``InMemoryBookStore/preview()``, and tests hand
/// the model an ``InMemoryBookStore``. A store reads and writes each part whole; the parts are small,
/// and a whole-file write cannot leave half a list behind.
///
/// Stores are used on the main actor, by the main-actor models.
///
/// ```swift
/// @MainActor
/// final class UserDefaultsBookStore: BookStore {
///     func load() throws -> [Book] { ... }
///     func save(_ books: [Book]) throws { ... }
///     func loadSignedInReader() throws -> String? { ... }
///     func saveSignedInReader(_ reader: String?) throws { ... }
///     func loadProgress(of reader: String) throws -> [Book.ID: Int] { ... }
///     func saveProgress(_ pages: [Book.ID: Int], of reader: String) throws { ... }
/// }
///
/// let model = ReadingList().injecting(AsyncDefault(ready: UserDefaultsBookStore()), for: \.store)
/// ```
@MainActor
public protocol BookStore: Sendable {
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

    /// Reads who is signed in.
    ///
    /// ```swift
    /// let reader = try store.loadSignedInReader()   // "Ada", or nil
    /// ```
    ///
    /// - Returns: The reader's name, or `nil` if nobody is signed in.
    /// - Throws: An error, such as ``BookStoreError``, if the saved name cannot be read.
    func loadSignedInReader() throws -> String?

    /// Remembers who is signed in, or with `nil` that nobody is.
    ///
    /// ```swift
    /// try store.saveSignedInReader("Ada")   // login
    /// try store.saveSignedInReader(nil)     // logout
    /// ```
    ///
    /// - Parameter reader: The reader's name, or `nil`.
    /// - Throws: An error, such as ``BookStoreError``, if it cannot be saved.
    func saveSignedInReader(_ reader: String?) throws

    /// Reads the page a reader is on in each book they have started.
    ///
    /// ```swift
    /// let pages = try store.loadProgress(of: "Ada")
    /// pages[dune.id]   // 120
    /// ```
    ///
    /// - Parameter reader: The reader's name.
    /// - Returns: The page per book; empty if the reader has saved none.
    /// - Throws: An error, such as ``BookStoreError``, if the saved pages cannot be read.
    func loadProgress(of reader: String) throws -> [Book.ID: Int]

    /// Replaces a reader's saved pages.
    ///
    /// ```swift
    /// var pages = try store.loadProgress(of: "Ada")
    /// pages[dune.id] = 121
    /// try store.saveProgress(pages, of: "Ada")
    /// ```
    ///
    /// - Parameters:
    ///   - pages: The page per book, for every book the reader has started.
    ///   - reader: The reader's name.
    /// - Throws: An error, such as ``BookStoreError``, if they cannot be saved.
    func saveProgress(_ pages: [Book.ID: Int], of reader: String) throws
}
