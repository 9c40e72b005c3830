/// Which injection points share an instance.
///
/// `.temporary` gives each injection point an instance of its own. `.shared` gives every injection point
/// that names the same key path with the same ``Lifespan`` one instance.
///
/// ```swift
/// final class FeedModel {
///     @Injected(\.imageDownloader) var downloader            // .temporary
///     @Injected(\.analytics, .shared) var analytics          // one instance for every .shared point
/// }
/// ```
///
/// See <doc:ScopesAndLifespans> for the four combinations with ``Lifespan``.
public enum Scope: Sendable, Hashable, CaseIterable {
    /// Each injection point gets an instance of its own. This is the default.
    case temporary
    /// Every injection point with the same key path and lifespan gets the same instance.
    case shared
}
