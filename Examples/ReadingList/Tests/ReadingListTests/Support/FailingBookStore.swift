import Foundation
import ReadingListCore

/// A store whose disk is broken: every load and save throws.
@MainActor
final class FailingBookStore: BookStore {
    static let file = URL(fileURLWithPath: "/nonexistent/books.json")

    func load() throws -> [Book] {
        throw Self.unreadable
    }

    func save(_ books: [Book]) throws {
        throw Self.unwritable
    }

    func loadSignedInReader() throws -> String? {
        throw Self.unreadable
    }

    func saveSignedInReader(_ reader: String?) throws {
        throw Self.unwritable
    }

    func loadProgress(of reader: String) throws -> [Book.ID: Int] {
        throw Self.unreadable
    }

    func saveProgress(_ pages: [Book.ID: Int], of reader: String) throws {
        throw Self.unwritable
    }

    private static let unreadable = BookStoreError.unreadable(file: file, reason: "Input/output error")
    private static let unwritable = BookStoreError.unwritable(file: file, reason: "Input/output error")
}
