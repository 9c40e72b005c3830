// Declaring: where dependencies and their defaults live. `DefaultValues` and its helpers for
// defaults (`resolve`, `permanent`, `unimplemented`, `context`): the API of a module that owns a
// dependency.

/// The home of every dependency's default value.
///
/// Declare each dependency once, as a computed property in an extension of `DefaultValues`, in the
/// module that owns it. The key path to that property is the dependency's identity: `\.imageDownloader`
/// written in any file of any module names the same dependency. There is no registration step, so a
/// dependency without a default cannot be named and nothing can be missing at run time.
///
/// ```swift
/// extension DefaultValues {
///     var imageDownloader: any ImageDownloading { URLSessionDownloader() }
///     var retryCount: Int { 3 }
/// }
/// ```
///
/// Inject evaluates a property only when an injection point first needs a value, and always on the
/// main actor. Keep the properties nonisolated so that key paths to them can be formed anywhere; a
/// property marked `@MainActor` (needed to construct a main-actor type) works too, but then only
/// main-actor code can declare an injection point for it.
///
/// A default that needs another dependency should ask Inject for it with
/// ``resolve(_:_:_:fileID:line:)-(KeyPath<DefaultValues,Value>Sendable,_,_,_,_)``, so that overrides apply:
///
/// ```swift
/// extension DefaultValues {
///     var feedLoader: FeedLoader { FeedLoader(downloader: resolve(\.imageDownloader)) }
/// }
/// ```
///
/// Reading `imageDownloader` directly from inside another default would bypass every override.
/// Every module extends this one type, so a library should prefix the names it declares.
public struct DefaultValues: Sendable {
    /// Creates the receiver that Inject evaluates defaults on. It holds no state.
    @usableFromInline
    package init() {}
}
