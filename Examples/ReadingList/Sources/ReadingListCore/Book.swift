import Foundation

/// A book on the reading list.
///
/// A book is a plain value: the ``ReadingList`` model makes new ones, and a ``BookStore`` saves and
/// loads them. Its `id` never changes, so it identifies the book across runs of the program; the
/// first eight characters, ``shortID``, are what the command line shows.
///
/// ```swift
/// let book = Book(id: UUID(), title: "Dune", author: "Frank Herbert", dateAdded: .now)
/// book.isRead    // false
/// book.shortID   // "6F9619FF", say
/// ```
public struct Book: Codable, Identifiable, Sendable, Hashable {
    /// The book's identity, stable across saves and runs.
    public let id: UUID
    /// The title, trimmed and never empty when the book comes from ``ReadingList``.
    public var title: String
    /// The author, or `nil` when none was given.
    public var author: String?
    /// When the book was added to the list.
    public var dateAdded: Date
    /// When the book was marked as read, or `nil` while it is unread.
    public var dateRead: Date?

    /// Creates a book.
    ///
    /// ``ReadingList/add(title:author:)`` validates its input and then calls this; call it directly
    /// to build fixtures.
    ///
    /// ```swift
    /// let dune = Book(id: UUID(), title: "Dune", dateAdded: Date(timeIntervalSince1970: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - id: The book's identity.
    ///   - title: The title.
    ///   - author: The author, if known.
    ///   - dateAdded: When the book joined the list.
    ///   - dateRead: When it was read; `nil` for an unread book.
    public init(id: UUID, title: String, author: String? = nil, dateAdded: Date, dateRead: Date? = nil) {
        self.id = id
        self.title = title
        self.author = author
        self.dateAdded = dateAdded
        self.dateRead = dateRead
    }

    /// Whether the book has been marked as read.
    ///
    /// ```swift
    /// if book.isRead { print("Read on \(book.dateRead!)") }
    /// ```
    public var isRead: Bool { dateRead != nil }

    /// The first eight characters of the id: short enough to type, long enough to be unique in practice.
    ///
    /// The command line prints it beside each book and accepts it (or any prefix of the id of at least
    /// four characters) wherever a book is expected.
    ///
    /// ```swift
    /// try await model.book(matching: book.shortID)   // the same book
    /// ```
    public var shortID: String { String(id.uuidString.prefix(8)) }
}
