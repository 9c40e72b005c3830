import Foundation

/// Why the ``ReadingList`` model refused a request.
///
/// These are the user's mistakes, reported with a sentence the command line prints as is; a failing
/// store throws ``BookStoreError`` instead.
///
/// ```swift
/// do {
///     try await model.add(title: "   ")
/// } catch ReadingListError.emptyTitle {
///     print("A book needs a title.")
/// }
/// ```
public enum ReadingListError: Error, Equatable, Sendable, LocalizedError {
    /// The title was empty or only whitespace.
    case emptyTitle
    /// No book has this id.
    case unknownID(UUID)
    /// No book matches this number or id prefix.
    case noMatch(String)
    /// More than one book's id starts with this prefix.
    case ambiguous(String, matches: Int)
    /// The reader's name was empty or only whitespace.
    case emptyReaderName
    /// Progress was asked for while nobody is signed in.
    case notSignedIn
    /// A page below 1.
    case invalidPage(Int)

    /// A sentence that explains the mistake.
    ///
    /// ```swift
    /// ReadingListError.noMatch("7").errorDescription   // "No book matches \"7\"."
    /// ```
    public var errorDescription: String? {
        switch self {
        case .emptyTitle:
            "A book needs a title."
        case .unknownID(let id):
            "No book has the id \(id.uuidString)."
        case .noMatch(let reference):
            "No book matches \"\(reference)\"."
        case .ambiguous(let prefix, let matches):
            "\(matches) books have an id starting with \"\(prefix)\"; type more of it."
        case .emptyReaderName:
            "A reader needs a name."
        case .notSignedIn:
            "Nobody is signed in."
        case .invalidPage(let page):
            "\(page) is not a page; pages start at 1."
        }
    }
}
