import Foundation
import Inject

/// Saves the reading list as JSON files in a data directory that Inject supplies.
///
/// This is the program's ``BookStore``: `\.bookStore` resolves to `JSONFileBookStore()` in the live
/// context. The directory is itself an injected dependency, `@Injected(\.readingListDirectory)`, so it
/// defaults to ``ReadingListDirectory/defaultURL(environment:)`` and a test points one store at a
/// temporary directory without touching any other. Nothing reads the directory until the first load
/// or save.
///
/// | File | Holds |
/// |---|---|
/// | `books.json` | the list, in order |
/// | `reader.json` | who is signed in; absent when nobody is |
/// | `progress/<reader>.json` | a reader's page per book id |
///
/// Writes are atomic: the data goes to a temporary file that then replaces the old one, so a crash
/// mid-save leaves the previous list intact. A missing file is an empty list, nobody signed in or no
/// pages; directories are created on the first save.
///
/// ```swift
/// let store = JSONFileBookStore(directory: URL(fileURLWithPath: "/tmp/books"))
/// try store.save([Book(id: UUID(), title: "Dune", dateAdded: .now)])
/// try store.load().map(\.title)   // ["Dune"]
/// ```
@MainActor
public final class JSONFileBookStore: BookStore, Injectable {
    /// The name of the file in ``directory``.
    public static let fileName = "books.json"

    /// The directory that holds ``fileName``; `\.readingListDirectory` unless injected.
    ///
    /// ```swift
    /// let store = JSONFileBookStore().injecting(temporaryDirectory, for: \.directory)
    /// ```
    @Injected(\.readingListDirectory) public var directory: URL

    /// Creates a store in the injected data directory.
    ///
    /// The directory resolves on first use, so creating a store is free and never touches the disk.
    ///
    /// ```swift
    /// let store = JSONFileBookStore()   // books.json under $READING_LIST_DIR or the platform default
    /// ```
    public nonisolated init() {}

    /// Creates a store in `directory`, bypassing the injected default.
    ///
    /// ```swift
    /// let store = JSONFileBookStore(directory: FileManager.default.temporaryDirectory)
    /// ```
    ///
    /// - Parameter directory: The directory to keep `books.json` in; created on the first save.
    public convenience init(directory: URL) {
        self.init()
        self.directory = directory
    }

    /// The full path of the JSON file: ``directory`` plus ``fileName``.
    ///
    /// ```swift
    /// print("Saving to \(store.fileURL.path)")
    /// ```
    public var fileURL: URL {
        directory.appendingPathComponent(Self.fileName, isDirectory: false)
    }

    /// Reads the list from ``fileURL``, or returns `[]` if the file does not exist yet.
    ///
    /// ```swift
    /// let books = try JSONFileBookStore().load()
    /// ```
    ///
    /// - Returns: The saved books, in order.
    /// - Throws: ``BookStoreError/unreadable(file:reason:)`` if the file cannot be read or decoded.
    public func load() throws -> [Book] {
        try read([Book].self, from: fileURL, what: "a valid reading list") ?? []
    }

    /// Writes `books` to ``fileURL`` atomically, creating ``directory`` if needed.
    ///
    /// ```swift
    /// try store.save(books + [newBook])
    /// ```
    ///
    /// - Parameter books: The whole list, in order.
    /// - Throws: ``BookStoreError/unwritable(file:reason:)`` if the directory or file cannot be written.
    public func save(_ books: [Book]) throws {
        try write(books, to: fileURL)
    }

    /// Decodes `file`, or returns `nil` if it does not exist; `what` names the content in errors.
    func read<Value: Decodable>(_ type: Value.Type, from file: URL, what: String) throws -> Value? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            let data = try Data(contentsOf: file)
            return try Self.decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw BookStoreError.unreadable(file: file, reason: "not \(what) (\(error.summary))")
        } catch {
            throw BookStoreError.unreadable(file: file, reason: error.localizedDescription)
        }
    }

    /// Encodes `value` to `file` atomically, creating the file's directory if needed.
    func write<Value: Encodable>(_ value: Value, to file: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            let data = try Self.encoder.encode(value)
            try data.write(to: file, options: .atomic)
        } catch {
            throw BookStoreError.unwritable(file: file, reason: error.localizedDescription)
        }
    }

    /// Pretty-printed with sorted keys and ISO 8601 dates, so the file reads well and diffs cleanly.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension DecodingError {
    /// The decoder's own one-line explanation, without the nested context dump.
    fileprivate var summary: String {
        switch self {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            context.debugDescription
        @unknown default:
            String(describing: self)
        }
    }
}
