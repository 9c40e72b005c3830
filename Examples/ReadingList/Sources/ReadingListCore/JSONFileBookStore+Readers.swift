import Foundation

extension JSONFileBookStore {
    /// The file that names the signed-in reader: `reader.json` in ``directory``.
    ///
    /// ```swift
    /// print("Signed-in reader in \(store.readerFileURL.path)")
    /// ```
    public var readerFileURL: URL {
        directory.appendingPathComponent("reader.json", isDirectory: false)
    }

    /// The file of one reader's pages: `progress/<reader>.json` in ``directory``.
    ///
    /// The name is percent-encoded, so any name makes one file name of its own.
    ///
    /// ```swift
    /// store.progressFileURL(of: "Ada Lovelace").lastPathComponent   // "Ada%20Lovelace.json"
    /// ```
    ///
    /// - Parameter reader: The reader's name.
    /// - Returns: The file's URL. It may not exist yet.
    public func progressFileURL(of reader: String) -> URL {
        let name = reader.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? reader
        return directory.appendingPathComponent("progress", isDirectory: true)
            .appendingPathComponent("\(name).json", isDirectory: false)
    }

    /// Reads ``readerFileURL``.
    ///
    /// ```swift
    /// let reader = try store.loadSignedInReader()
    /// ```
    ///
    /// - Returns: The reader's name, or `nil` if the file does not exist.
    /// - Throws: ``BookStoreError/unreadable(file:reason:)`` if the file cannot be read or decoded.
    public func loadSignedInReader() throws -> String? {
        try Self.read(SignedInReader.self, from: readerFileURL, what: "a signed-in reader")?.name
    }

    /// Writes ``readerFileURL``, or deletes it for `nil`.
    ///
    /// ```swift
    /// try store.saveSignedInReader("Ada")
    /// ```
    ///
    /// - Parameter reader: The reader's name, or `nil` when nobody is signed in.
    /// - Throws: ``BookStoreError/unwritable(file:reason:)`` if the file cannot be written or deleted.
    public func saveSignedInReader(_ reader: String?) throws {
        let file = readerFileURL
        guard let reader else {
            guard FileManager.default.fileExists(atPath: file.path) else { return }
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw BookStoreError.unwritable(file: file, reason: error.localizedDescription)
            }
            return
        }
        try write(SignedInReader(name: reader), to: file)
    }

    /// Reads ``progressFileURL(of:)``.
    ///
    /// ```swift
    /// let pages = try store.loadProgress(of: "Ada")
    /// ```
    ///
    /// - Parameter reader: The reader's name.
    /// - Returns: The page per book id, or an empty dictionary if the file does not exist.
    /// - Throws: ``BookStoreError/unreadable(file:reason:)`` if the file cannot be read or decoded, or
    ///   names a book by something other than an id.
    public func loadProgress(of reader: String) throws -> [Book.ID: Int] {
        let file = progressFileURL(of: reader)
        let saved = try Self.read([String: Int].self, from: file, what: "a reader's pages") ?? [:]
        var pages: [Book.ID: Int] = [:]
        for (key, page) in saved {
            guard let id = UUID(uuidString: key) else {
                throw BookStoreError.unreadable(file: file, reason: "\"\(key)\" is not a book id")
            }
            pages[id] = page
        }
        return pages
    }

    /// Writes ``progressFileURL(of:)``, keyed by the books' ids as text so the file reads well.
    ///
    /// ```swift
    /// try store.saveProgress([dune.id: 120], of: "Ada")
    /// ```
    ///
    /// - Parameters:
    ///   - pages: The page per book id.
    ///   - reader: The reader's name.
    /// - Throws: ``BookStoreError/unwritable(file:reason:)`` if the file cannot be written.
    public func saveProgress(_ pages: [Book.ID: Int], of reader: String) throws {
        let saved = Dictionary(uniqueKeysWithValues: pages.map { ($0.key.uuidString, $0.value) })
        try write(saved, to: progressFileURL(of: reader))
    }
}

/// The content of `reader.json`: an object rather than a bare string, so it can grow.
private struct SignedInReader: Codable {
    var name: String
}
