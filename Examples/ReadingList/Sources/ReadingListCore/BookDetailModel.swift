import Foundation
import Inject

/// One book, opened from the list: how long it has been there, and the signed-in reader's page in it.
///
/// ``ReadingList/detail(for:)`` makes it inside the list's own frame, with `withInjected(from:)`, so it
/// resolves its dependencies as the list would: the store and clock a test or a preview gave the
/// list reach the detail too. Its ``progress`` is the signed-in reader's, shared with every other
/// model of the session and released when the reader signs out.
///
/// ```swift
/// let detail = try await model.detail(for: model.book(matching: "1"))
/// detail.daysOnList                // 3
/// try await detail.setPage(120)    // saved as the reader's progress
/// ```
@MainActor
public final class BookDetailModel: Injectable {
    /// The book, as it was when the model was made.
    public let book: Book
    /// Who was signed in when the model was made, or `nil`.
    public let reader: String?

    /// The clock that tells how long the book has been on the list.
    ///
    /// ```swift
    /// detail.now = .init { fixedDate }
    /// ```
    @Injected(\.now) public var now: DateGenerator

    /// The time zone dates are shown in: the user's, unless replaced.
    ///
    /// ```swift
    /// detail.timeZone = TimeZone(identifier: "Europe/Paris")!
    /// ```
    @Injected(\.timeZone) public var timeZone: TimeZone

    /// The reader's progress, shared by the session and released on sign-out; `nil` when nobody is
    /// signed in.
    ///
    /// ```swift
    /// try await detail.progress?.page(in: detail.book.id)
    /// ```
    @Injected public var progress: ReadingProgress?

    /// Creates the detail of `book` for `reader`.
    ///
    /// Call it through ``ReadingList/detail(for:)``, which makes it in the list's frame; made anywhere
    /// else, it resolves in the frame it is made in.
    ///
    /// ```swift
    /// let detail = withInjected(from: list) { BookDetailModel(book: dune, reader: "Ada") }
    /// ```
    ///
    /// - Parameters:
    ///   - book: The book.
    ///   - reader: The signed-in reader, or `nil` for nobody.
    public nonisolated init(book: Book, reader: String?) {
        self.book = book
        self.reader = reader
        _progress = Injected(\.[readingProgressFor: reader], .shared, until: .session)
    }

    /// Whole days since the book was added, by `\.now`: 0 on the day it was added.
    ///
    /// ```swift
    /// "added \(detail.daysOnList) days ago"
    /// ```
    public var daysOnList: Int {
        max(0, Int(now().timeIntervalSince(book.dateAdded) / Self.secondsPerDay))
    }

    /// The day of `date` in ``timeZone``, as `2024-01-01`.
    ///
    /// ```swift
    /// "added \(detail.day(of: detail.book.dateAdded))"
    /// ```
    ///
    /// - Parameter date: A date, such as the book's ``Book/dateAdded``.
    /// - Returns: The year, month and day, ISO 8601.
    public func day(of date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day())
    }

    /// The page the signed-in reader is on.
    ///
    /// ```swift
    /// if let page = try await detail.page() { print("On page \(page)") }
    /// ```
    ///
    /// - Returns: The page, or `nil` if the reader has not started the book or nobody is signed in.
    /// - Throws: The store's error if the reader's pages cannot be loaded.
    public func page() async throws -> Int? {
        try await progress?.page(in: book.id)
    }

    /// Saves the page the signed-in reader is on.
    ///
    /// ```swift
    /// try await detail.setPage(120)
    /// ```
    ///
    /// - Parameter page: The page, from 1.
    /// - Throws: ``ReadingListError/notSignedIn`` if nobody is signed in,
    ///   ``ReadingListError/invalidPage(_:)`` for a page below 1, or the store's error.
    public func setPage(_ page: Int) async throws {
        guard let progress else { throw ReadingListError.notSignedIn }
        try await progress.setPage(page, in: book.id)
    }

    private static let secondsPerDay: TimeInterval = 86_400
}
