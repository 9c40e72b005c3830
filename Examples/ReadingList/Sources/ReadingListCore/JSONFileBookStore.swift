import Foundation
import Inject

/// Saves the reading list as JSON files in a data directory that Inject supplies.
///
/// This is the program's ``BookStore``: in the live context, `\.bookStore` opens one with
/// ``open(in:)`` in `\.readingListDirectory`, which reads the list off the main actor. An opened store
/// keeps the list it read, and every save writes the whole list back; the signed-in reader and the
/// pages are read when asked for. A store made with ``init()`` or ``init(directory:)`` instead reads
/// the list on its first load.
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
/// let store = try await JSONFileBookStore.open(in: URL(fileURLWithPath: "/tmp/books"))
/// try store.save([Book(id: UUID(), title: "Dune", dateAdded: .now)])
/// try store.load().map(\.title)   // ["Dune"]
/// ```
@MainActor
public final class JSONFileBookStore: BookStore, Injectable {
    /// The name of the file in ``directory``.
    public nonisolated static let fileName = "books.json"

    /// The directory that holds ``fileName``; `\.readingListDirectory` unless injected.
    ///
    /// ```swift
    /// let store = JSONFileBookStore().injecting(temporaryDirectory, for: \.directory)
    /// ```
    @Injected(\.readingListDirectory) public var directory: URL

    /// The list as last read or saved; `nil` until then.
    private var books: [Book]?

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

    /// Opens the store in `directory`: reads its list, off the main actor.
    ///
    /// `\.bookStore` opens the program's store this way, in an `AsyncDefault`, so a large list never
    /// stalls the main actor. The store then keeps the list it read, and ``load()`` returns it at once.
    ///
    /// ```swift
    /// let store = try await JSONFileBookStore.open(in: ReadingListDirectory.defaultURL())
    /// ```
    ///
    /// - Parameter directory: The directory that holds ``fileName``; created on the first save.
    /// - Returns: The store, holding the saved list, or an empty one if the file does not exist yet.
    /// - Throws: ``BookStoreError/unreadable(file:reason:)`` if the file cannot be read or decoded.
    @concurrent
    public nonisolated static func open(in directory: URL) async throws -> JSONFileBookStore {
        let file = directory.appendingPathComponent(fileName, isDirectory: false)
        let books = try read([Book].self, from: file, what: readingListContent) ?? []
        return await JSONFileBookStore(directory: directory, books: books)
    }

    /// Returns the list the store opened with or last saved, or reads it from ``fileURL`` the first
    /// time; a file that does not exist yet is an empty list.
    ///
    /// ```swift
    /// let books = try JSONFileBookStore().load()
    /// ```
    ///
    /// - Returns: The saved books, in order.
    /// - Throws: ``BookStoreError/unreadable(file:reason:)`` if the file cannot be read or decoded.
    public func load() throws -> [Book] {
        if let books { return books }
        let loaded = try Self.read([Book].self, from: fileURL, what: Self.readingListContent) ?? []
        books = loaded
        return loaded
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
        self.books = books
    }

    /// Creates a store in `directory` that holds `books` already, as ``open(in:)`` read them.
    private convenience init(directory: URL, books: [Book]) {
        self.init(directory: directory)
        self.books = books
    }

    /// What `books.json` holds, as errors name it.
    private nonisolated static let readingListContent = "a valid reading list"

    /// Decodes `file`, or returns `nil` if it does not exist; `what` names the content in errors.
    nonisolated static func read<Value: Decodable>(_ type: Value.Type, from file: URL, what: String) throws -> Value? {
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

    private nonisolated static var decoder: JSONDecoder {
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
