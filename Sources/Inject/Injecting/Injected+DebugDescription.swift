extension Injected: @MainActor CustomDebugStringConvertible {
    /// Says what the injection point asks for, where it was declared, and whether and from where it
    /// has resolved.
    ///
    /// Reading it resolves nothing, so it is safe in a debugger or a log line before the first read. The
    /// key path is written as `\.imageDownloader`: on Apple platforms, on Linux where the binary keeps its
    /// symbol table, and for Inject's built-in dependencies everywhere; in a stripped Linux binary as its
    /// value's type, `\.<ImageDownloading>`. A point bound to a ``Lease`` forgets its instance and where it came from
    /// when the lease ends, so it says "no instance" until its next read, resolved or not before.
    ///
    /// ```swift
    /// print(String(reflecting: model.$downloader))
    /// // @Injected(\.imageDownloader, .temporary, .local) at App/FeedModel.swift:4: resolved from defaultValue
    /// ```
    @MainActor public var debugDescription: String {
        let point = point.inspected("debugDescription")
        let lease = point.lease == nil ? ".\(point.lifespan)" : "until: a Lease"
        let declaration = "@Injected(\(keyPathName(point.keyPath)), .\(point.scope), \(lease)) at \(point.location)"
        guard let source = point.source else {
            // A lease-bound point lets go of its instance when the lease ends, and forgets where it came from.
            return point.lease == nil
                ? "\(declaration): not resolved yet"
                : "\(declaration): no instance (not resolved yet, or let go of when its lease ended)"
        }
        return "\(declaration): resolved from \(source)"
    }
}
