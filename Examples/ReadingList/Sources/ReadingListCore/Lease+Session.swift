import Inject

extension Lease {
    /// A signed-in reader's session: from `login` to `logout`.
    ///
    /// What belongs to the reader who is signed in, such as their ``ReadingProgress``, is bound to it,
    /// and ``ReadingList/signOut()`` ends it: the instances are released together, and the next reader
    /// starts with fresh ones.
    ///
    /// ```swift
    /// @Injected(\.[readingProgressFor: reader], .shared, until: .session) var progress
    ///
    /// Lease.session.end()   // on logout
    /// ```
    public static let session = Lease()
}
