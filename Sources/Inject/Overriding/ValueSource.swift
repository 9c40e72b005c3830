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
    case injectionPoint
    /// Supplied by a `withInjected` frame: the innermost one that replaces the dependency.
    case frameOverride
    /// Supplied by `DefaultValues.override(_:with:)`.
    case globalOverride
    /// The property declared in ``DefaultValues``.
    case defaultValue
}
