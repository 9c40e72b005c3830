/// A ``BookStore`` that keeps everything in memory, for tests and previews.
///
/// It is a class, so the test that hands it to a model can read ``books``, ``signedInReader`` and
/// ``progress`` afterwards to see what the model saved, and count the saves of the list.
///
/// ```swift
/// let store = InMemoryBookStore(books: [dune])
/// let model = ReadingList().injecting(AsyncDefault(ready: store), for: \.store)
/// try await model.add(title: "Neuromancer")
/// store.books.map(\.title)   // ["Dune", "Neuromancer"]
/// ```
@MainActor
public final class InMemoryBookStore: BookStore {
    /// The list as last saved, or as given to ``init(books:signedInReader:progress:)``.
    public private(set) var books: [Book]
    /// How many times ``save(_:)`` was called.
    public private(set) var saveCount = 0
    /// Who is signed in, or `nil`.
    public private(set) var signedInReader: String?
    /// Each reader's page per book, by reader name.
    public private(set) var progress: [String: [Book.ID: Int]]

    /// Creates a store that already holds `books`, a signed-in reader and their pages.
    ///
    /// ```swift
    /// let empty = InMemoryBookStore()
    /// let seeded = InMemoryBookStore(books: [dune, neuromancer], signedInReader: "Ada", progress: ["Ada": [dune.id: 120]])
    /// ```
    ///
    /// - Parameters:
    ///   - books: The initial list.
    ///   - signedInReader: Who is signed in.
    ///   - progress: Each reader's page per book, by reader name.
    public nonisolated init(
        books: [Book] = [],
        signedInReader: String? = nil,
        progress: [String: [Book.ID: Int]] = [:]
    ) {
        self.books = books
        self.signedInReader = signedInReader
        self.progress = progress
    }

    /// Returns ``books``. It never fails, so it does not throw.
    ///
    /// ```swift
    /// let books = store.load()
    /// ```
    ///
    /// - Returns: The list as last saved.
    public func load() -> [Book] {
        books
    }

    /// Replaces ``books`` and counts the save. It never fails, so it does not throw.
    ///
    /// ```swift
    /// store.save([])
    /// store.saveCount   // 1
    /// ```
    ///
    /// - Parameter books: The whole list, in order.
    public func save(_ books: [Book]) {
        self.books = books
        saveCount += 1
    }

    /// Returns ``signedInReader``.
    ///
    /// ```swift
    /// store.loadSignedInReader()   // nil until someone signs in
    /// ```
    ///
    /// - Returns: Who is signed in, or `nil`.
    public func loadSignedInReader() -> String? {
        signedInReader
    }

    /// Replaces ``signedInReader``.
    ///
    /// ```swift
    /// store.saveSignedInReader("Ada")
    /// ```
    ///
    /// - Parameter reader: Who is signed in, or `nil`.
    public func saveSignedInReader(_ reader: String?) {
        signedInReader = reader
    }

    /// Returns the reader's entry in ``progress``.
    ///
    /// ```swift
    /// store.loadProgress(of: "Ada")[dune.id]   // 120
    /// ```
    ///
    /// - Parameter reader: The reader's name.
    /// - Returns: The page per book; empty for a reader with none.
    public func loadProgress(of reader: String) -> [Book.ID: Int] {
        progress[reader] ?? [:]
    }

    /// Replaces the reader's entry in ``progress``.
    ///
    /// ```swift
    /// store.saveProgress([dune.id: 121], of: "Ada")
    /// ```
    ///
    /// - Parameters:
    ///   - pages: The page per book.
    ///   - reader: The reader's name.
    public func saveProgress(_ pages: [Book.ID: Int], of reader: String) {
        progress[reader] = pages
    }
}
