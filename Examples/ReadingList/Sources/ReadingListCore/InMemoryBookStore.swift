/// A ``BookStore`` that keeps the list in memory, for tests and previews.
///
/// It is a class, so the test that hands it to a model can read ``books`` afterwards to see what the
/// model saved, and count the saves.
///
/// ```swift
/// let store = InMemoryBookStore(books: [dune])
/// let model = ReadingList().injecting(store, for: \.store)
/// try model.add(title: "Neuromancer")
/// store.books.map(\.title)   // ["Dune", "Neuromancer"]
/// ```
@MainActor
public final class InMemoryBookStore: BookStore {
    /// The list as last saved, or as given to ``init(books:)``.
    public private(set) var books: [Book]
    /// How many times ``save(_:)`` was called.
    public private(set) var saveCount = 0

    /// Creates a store that already holds `books`.
    ///
    /// ```swift
    /// let empty = InMemoryBookStore()
    /// let seeded = InMemoryBookStore(books: [dune, neuromancer])
    /// ```
    ///
    /// - Parameter books: The initial list; empty by default.
    public nonisolated init(books: [Book] = []) {
        self.books = books
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
}
