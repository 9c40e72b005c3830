import Foundation
import Inject

/// The reading list: add, find, mark as read and remove books, saved through an injected store.
///
/// The model asks Inject for everything it does not own: where books are kept (`\.bookStore`, one
/// store for the whole program, opened asynchronously, so every operation is `async`), what time it is (Inject's built-in `\.now`) and how new ids are made
/// (the built-in `\.uuid`). In the program those are the JSON files, the system clock and random
/// UUIDs; in a preview, sample books in memory and a fixed date; a test replaces any of them on one
/// model or for one test, without affecting any other.
///
/// Every operation loads the list, changes it and saves it, so the store is the only state and two
/// models on the same store never disagree. Readers sign in and out through the model too, and it
/// makes the ``BookDetailModel`` of a book.
///
/// ```swift
/// let model = ReadingList()                                     // saves to books.json
/// let book = try await model.add(title: "Dune", author: "Frank Herbert")
/// try await model.markRead(book.id)
///
/// let preview = withInjected(context: .preview) { ReadingList() }   // sample books in memory
/// ```
@MainActor
public final class ReadingList: Injectable {
    /// Where the list is loaded from and saved to: the program's one store, opened on the first
    /// `await store.value`.
    ///
    /// ```swift
    /// model.$store.override(AsyncDefault(ready: InMemoryBookStore()))
    /// ```
    @Injected(\.bookStore, .shared, .permanent) public var store: AsyncDefault<any BookStore>
    /// The clock that dates new and finished books.
    ///
    /// ```swift
    /// model.now = .init { Date(timeIntervalSince1970: 0) }
    /// ```
    @Injected(\.now) public var now: DateGenerator
    /// The source of ids for new books.
    ///
    /// ```swift
    /// model.uuid = .init { UUID(uuidString: "D0E00000-0000-4000-8000-000000000001")! }
    /// ```
    @Injected(\.uuid) public var uuid: UUIDGenerator

    /// Creates a model. Its dependencies resolve on first use, so creating one does no work.
    ///
    /// ```swift
    /// let model = ReadingList().injecting(AsyncDefault(ready: InMemoryBookStore()), for: \.store)
    /// ```
    public nonisolated init() {}

    /// Every book, in the order it was added.
    ///
    /// ```swift
    /// for (index, book) in try await model.books().enumerated() {
    ///     print("\(index + 1). \(book.title)")
    /// }
    /// ```
    ///
    /// - Returns: The saved books.
    /// - Throws: The store's error if it cannot open or load.
    public func books() async throws -> [Book] {
        try await store.value.load()
    }

    /// Adds a book to the end of the list and saves it.
    ///
    /// The title and author are trimmed of surrounding whitespace; an empty author counts as none.
    /// The book is dated with `\.now` and identified with `\.uuid`.
    ///
    /// ```swift
    /// let dune = try await model.add(title: "Dune", author: "Frank Herbert")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title; must contain something other than whitespace.
    ///   - author: The author, if known.
    /// - Returns: The new book.
    /// - Throws: ``ReadingListError/emptyTitle`` for a blank title, or the store's error.
    @discardableResult
    public func add(title: String, author: String? = nil) async throws -> Book {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw ReadingListError.emptyTitle }
        let author = author?.trimmingCharacters(in: .whitespacesAndNewlines)
        let book = Book(
            id: uuid(),
            title: title,
            author: author?.isEmpty == false ? author : nil,
            dateAdded: now()
        )
        let store = try await self.store.value
        var books = try store.load()
        books.append(book)
        try store.save(books)
        return book
    }

    /// Marks a book as read, dated with `\.now`, and saves the list.
    ///
    /// Marking a book that is already read keeps its original date.
    ///
    /// ```swift
    /// let book = try await model.markRead(dune.id)
    /// book.isRead   // true
    /// ```
    ///
    /// - Parameter id: The book's id.
    /// - Returns: The book as saved.
    /// - Throws: ``ReadingListError/unknownID(_:)`` if no book has `id`, or the store's error.
    @discardableResult
    public func markRead(_ id: Book.ID) async throws -> Book {
        let store = try await self.store.value
        var books = try store.load()
        guard let index = books.firstIndex(where: { $0.id == id }) else {
            throw ReadingListError.unknownID(id)
        }
        guard !books[index].isRead else { return books[index] }
        books[index].dateRead = now()
        try store.save(books)
        return books[index]
    }

    /// Removes a book and saves the list.
    ///
    /// ```swift
    /// let removed = try await model.remove(dune.id)
    /// ```
    ///
    /// - Parameter id: The book's id.
    /// - Returns: The book that was removed.
    /// - Throws: ``ReadingListError/unknownID(_:)`` if no book has `id`, or the store's error.
    @discardableResult
    public func remove(_ id: Book.ID) async throws -> Book {
        let store = try await self.store.value
        var books = try store.load()
        guard let index = books.firstIndex(where: { $0.id == id }) else {
            throw ReadingListError.unknownID(id)
        }
        let removed = books.remove(at: index)
        try store.save(books)
        return removed
    }

    /// Finds a book by what a person would type: its number in the list, or its id.
    ///
    /// A reference made only of digits is a 1-based position, as ``books()`` orders them. Anything
    /// else is an id, matched without regard to case: the whole UUID, or a prefix of at least four
    /// characters such as the ``Book/shortID`` the command line prints.
    ///
    /// ```swift
    /// try await model.book(matching: "2")          // the second book
    /// try await model.book(matching: "6f9619ff")   // the book whose id starts with 6F9619FF
    /// ```
    ///
    /// - Parameter reference: A position or an id, as typed.
    /// - Returns: The one book it names.
    /// - Throws: ``ReadingListError/noMatch(_:)`` if it names no book, ``ReadingListError/ambiguous(_:matches:)``
    ///   if an id prefix names several, or the store's error.
    public func book(matching reference: String) async throws -> Book {
        let reference = reference.trimmingCharacters(in: .whitespaces)
        let books = try await books()
        if !reference.isEmpty, reference.allSatisfy(\.isASCIIDigit) {
            guard let position = Int(reference), books.indices.contains(position - 1) else {
                throw ReadingListError.noMatch(reference)
            }
            return books[position - 1]
        }
        let prefix = reference.uppercased()
        guard prefix.count >= Self.minimumIDPrefixLength else { throw ReadingListError.noMatch(reference) }
        let matches = books.filter { $0.id.uuidString.hasPrefix(prefix) }
        switch matches.count {
        case 0: throw ReadingListError.noMatch(reference)
        case 1: return matches[0]
        default: throw ReadingListError.ambiguous(reference, matches: matches.count)
        }
    }

    /// The shortest id prefix ``book(matching:)`` accepts, so a mistyped number is not taken for an id.
    private static let minimumIDPrefixLength = 4
}

extension Character {
    /// `0` to `9` only: `Character.isNumber` also accepts other scripts' digits and fractions.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
