import Foundation

/// Why a ``BookStore`` could not read or write the list.
///
/// ``JSONFileBookStore`` wraps file-system and decoding failures in this error, naming the file, so the
/// command line can say which file is at fault.
///
/// ```swift
/// do {
///     _ = try store.load()
/// } catch let error as BookStoreError {
///     print(error.localizedDescription)   // "Could not read /…/books.json: …"
/// }
/// ```
public enum BookStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The file exists but could not be read or is not a valid reading list.
    case unreadable(file: URL, reason: String)
    /// The file or its directory could not be written.
    case unwritable(file: URL, reason: String)

    /// A sentence naming the file and the reason.
    ///
    /// ```swift
    /// BookStoreError.unwritable(file: url, reason: "Permission denied").errorDescription
    /// // "Could not save /…/books.json: Permission denied"
    /// ```
    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            "Could not read \(file.path): \(reason)"
        case .unwritable(let file, let reason):
            "Could not save \(file.path): \(reason)"
        }
    }
}
