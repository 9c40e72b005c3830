extension Injected: @MainActor CustomDebugStringConvertible {
    /// Says what the injection point asks for, where it was declared, and whether and from where it
    /// has resolved.
    ///
    /// ```swift
    /// print(String(reflecting: model.$downloader))
    /// // @Injected(\.imageDownloader, .temporary, .local) at App/FeedModel.swift:4: resolved from defaultValue
    /// ```
    @MainActor public var debugDescription: String {
        let lifetime = point.lifetime == nil ? ".\(point.lifespan)" : "until: a Lifetime"
        let declaration = "@Injected(\(keyPathName(point.keyPath)), .\(point.scope), \(lifetime)) at \(point.location)"
        guard let source = point.source else { return "\(declaration): not resolved yet" }
        return "\(declaration): resolved from \(source)"
    }
}
