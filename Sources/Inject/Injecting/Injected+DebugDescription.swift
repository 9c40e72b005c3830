extension Injected: @MainActor CustomDebugStringConvertible {
    /// Says what the injection point asks for, where it was declared, and whether and from where it
    /// has resolved.
    ///
    /// ```swift
    /// print(String(reflecting: model.$downloader))
    /// // @Injected(\.imageDownloader, .temporary, .local) at App/FeedModel.swift:4: resolved from defaultValue
    /// ```
    @MainActor public var debugDescription: String {
        let lease = point.lease == nil ? ".\(point.lifespan)" : "until: a Lease"
        let declaration = "@Injected(\(keyPathName(point.keyPath)), .\(point.scope), \(lease)) at \(point.location)"
        guard let source = point.source else { return "\(declaration): not resolved yet" }
        return "\(declaration): resolved from \(source)"
    }
}
