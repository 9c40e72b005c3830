import Foundation
import Inject

/// One reader's place in the books they are reading: the page they are on in each.
///
/// It belongs to the reader's session. ``BookDetailModel`` injects it with
/// `@Injected(\.[readingProgressFor: reader], .shared, until: .session)`, so every model of the session
/// shares one tracker, which loads the reader's pages once and keeps them; ``ReadingList/signOut()``
/// ends the session and releases it with its pages.
///
/// ```swift
/// let progress = ReadingProgress(reader: "Ada").injecting(AsyncDefault(ready: InMemoryBookStore()), for: \.store)
/// try await progress.setPage(120, in: dune.id)
/// try await progress.page(in: dune.id)   // 120
/// ```
@MainActor
public final class ReadingProgress: Injectable {
    /// Whose progress this is.
    public let reader: String

    /// Where the pages are loaded from and saved to: the program's one store.
    ///
    /// ```swift
    /// progress.$store.override(AsyncDefault(ready: InMemoryBookStore()))
    /// ```
    @Injected(\.bookStore, .shared, .permanent) public var store: AsyncDefault<any BookStore>

    /// The reader's pages, once loaded.
    private var pages: [Book.ID: Int]?

    /// Creates the tracker of `reader`. Nothing is loaded until the first question.
    ///
    /// ```swift
    /// let progress = ReadingProgress(reader: "Ada")
    /// ```
    ///
    /// - Parameter reader: The reader's name.
    public nonisolated init(reader: String) {
        self.reader = reader
    }

    /// The page the reader is on in a book.
    ///
    /// ```swift
    /// if let page = try await progress.page(in: dune.id) { print("On page \(page)") }
    /// ```
    ///
    /// - Parameter bookID: The book's id.
    /// - Returns: The page, or `nil` if the reader has not started the book.
    /// - Throws: The store's error if the pages cannot be loaded.
    public func page(in bookID: Book.ID) async throws -> Int? {
        try await loadedPages()[bookID]
    }

    /// Saves the page the reader is on in a book.
    ///
    /// ```swift
    /// try await progress.setPage(121, in: dune.id)
    /// ```
    ///
    /// - Parameters:
    ///   - page: The page, from 1.
    ///   - bookID: The book's id.
    /// - Throws: ``ReadingListError/invalidPage(_:)`` for a page below 1, or the store's error; the
    ///   saved pages are then unchanged.
    public func setPage(_ page: Int, in bookID: Book.ID) async throws {
        guard page >= 1 else { throw ReadingListError.invalidPage(page) }
        var updated = try await loadedPages()
        updated[bookID] = page
        try await store.value.saveProgress(updated, of: reader)
        pages = updated
    }

    private func loadedPages() async throws -> [Book.ID: Int] {
        if let pages { return pages }
        let loaded = try await store.value.loadProgress(of: reader)
        pages = loaded
        return loaded
    }
}
