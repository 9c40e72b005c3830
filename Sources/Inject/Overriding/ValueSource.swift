/// Which level of Inject supplied an injection point's instance.
///
/// Levels are listed from the strongest to the weakest: a replacement at the injection point wins over
/// a replacement in a `withInjected` frame, which wins over a global override, which wins over the
/// declared default.
///
/// ```swift
/// let model = FeedModel()
/// _ = model.downloader
/// print(model.$downloader.source!)  // defaultValue
/// ```
public enum ValueSource: Sendable, Hashable {
    /// Replaced at the injection point with `injecting(_:for:)` or `override(_:)`.
    ///
    /// Assigning to the property gives this source too. Only ``Injected/source`` reports it: a
    /// replacement resolves nothing, so no ``ResolutionEvent`` or ``DependencyGraph`` edge has it. The
    /// point keeps such an instance when the ``Lease`` it is bound to ends.
    ///
    /// ```swift
    /// @Test @MainActor func theFeedCanWorkOffline() {
    ///     let model = FeedModel().injecting(OfflineDownloader(), for: \.downloader)
    ///     #expect(model.$downloader.source == .injectionPoint)
    /// }
    /// ```
    case injectionPoint
    /// Supplied by a `withInjected` frame: the innermost one that replaces the dependency.
    ///
    /// The frame is the one the consumer was created in, not the one around the first read. A test
    /// trait's `.injecting(_:_:)` and `InjectedTestCase`'s `overrides` open such frames; a frame that
    /// only sets a context, `withInjected(context:)`, replaces nothing itself.
    ///
    /// ```swift
    /// @Test(.injecting(\.imageDownloader, MockDownloader()))
    /// @MainActor func theFeedDownloadsThroughTheTestsMock() {
    ///     let model = FeedModel()
    ///     _ = model.downloader
    ///     #expect(model.$downloader.source == .frameOverride)
    /// }
    /// ```
    case frameOverride
    /// Supplied by `DefaultValues.override(_:with:)`.
    ///
    /// The override's closure runs each time a point needs a new instance. Points that resolved before
    /// the override keep their instance and its source; points that resolved with the override keep
    /// both after ``DefaultValues/removeOverride(_:fileID:line:)``.
    ///
    /// ```swift
    /// DefaultValues.override(\.imageDownloader) { OfflineDownloader() }   // a debug menu's "go offline"
    /// let model = FeedModel()
    /// _ = model.downloader
    /// let isOffline = model.$downloader.source == .globalOverride   // true
    /// ```
    case globalOverride
    /// The property declared in ``DefaultValues``.
    ///
    /// A value the default picks for the context it runs in, with `context.choose(live:preview:test:)`,
    /// is still the declared default: `withInjected(context:)` and `.injecting(context:)` change the
    /// value, not the source.
    ///
    /// ```swift
    /// @Test(.injecting(context: .preview))
    /// @MainActor func previewsDownloadThroughTheDeclaredDefault() {
    ///     let model = FeedModel()
    ///     _ = model.downloader
    ///     #expect(model.$downloader.source == .defaultValue)
    /// }
    /// ```
    case defaultValue
}
