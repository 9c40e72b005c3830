import Inject

extension ReadingList {
    /// Who is signed in.
    ///
    /// ```swift
    /// try await model.signedInReader()   // "Ada", or nil
    /// ```
    ///
    /// - Returns: The reader's name, or `nil` if nobody is signed in.
    /// - Throws: The store's error.
    public func signedInReader() async throws -> String? {
        try await store.value.loadSignedInReader()
    }

    /// Signs a reader in, ending the session of whoever else was signed in.
    ///
    /// The name is trimmed of surrounding whitespace. Signing in the reader who is already signed in
    /// changes nothing.
    ///
    /// ```swift
    /// try await model.signIn("Ada")
    /// ```
    ///
    /// - Parameter name: The reader's name; must contain something other than whitespace.
    /// - Returns: The name as saved.
    /// - Throws: ``ReadingListError/emptyReaderName`` for a blank name, or the store's error.
    @discardableResult
    public func signIn(_ name: String) async throws -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ReadingListError.emptyReaderName }
        let store = try await self.store.value
        switch try store.loadSignedInReader() {
        case name?:
            return name
        case _?:
            try await signOut()
        case nil:
            break
        }
        try store.saveSignedInReader(name)
        return name
    }

    /// Signs the reader out and ends ``Inject/Lease/session``, releasing everything bound to it.
    ///
    /// The session ends in the frame this model was made in, so a model made in a test's frame ends
    /// that test's session alone.
    ///
    /// ```swift
    /// let reader = try await model.signOut()   // "Ada", or nil if nobody was signed in
    /// ```
    ///
    /// - Returns: Who was signed out, or `nil` if nobody was signed in.
    /// - Throws: The store's error; the reader then stays signed in.
    @discardableResult
    public func signOut() async throws -> String? {
        let store = try await self.store.value
        let reader = try store.loadSignedInReader()
        try store.saveSignedInReader(nil)
        withInjected(from: self) { Lease.session.end() }
        return reader
    }

    /// The detail model of one book, for the signed-in reader, made in this model's frame.
    ///
    /// `withInjected(from: self)` gives the detail the replacements and instances of the frame this
    /// list was made in: a list made in a preview or a test hands its store and clock on.
    ///
    /// ```swift
    /// let detail = try await model.detail(for: model.book(matching: "1"))
    /// ```
    ///
    /// - Parameter book: The book.
    /// - Returns: Its detail model.
    /// - Throws: The store's error if the signed-in reader cannot be read.
    public func detail(for book: Book) async throws -> BookDetailModel {
        let reader = try await signedInReader()
        return withInjected(from: self) { BookDetailModel(book: book, reader: reader) }
    }
}
