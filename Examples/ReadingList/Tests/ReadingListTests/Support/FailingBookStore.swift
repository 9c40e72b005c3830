import Foundation
import ReadingListCore

/// A store whose disk is broken: every load and save throws.
@MainActor
final class FailingBookStore: BookStore {
    static let file = URL(fileURLWithPath: "/nonexistent/books.json")

    func load() throws -> [Book] {
        throw BookStoreError.unreadable(file: Self.file, reason: "Input/output error")
    }

    func save(_ books: [Book]) throws {
        throw BookStoreError.unwritable(file: Self.file, reason: "Input/output error")
    }
}
