extension DefaultValues {
    /// A default that is right in every context, tests included, as it is.
    ///
    /// A strict test (every test that `InjectTesting` isolates, unless it says `strict: false`) fails
    /// when a dependency resolves to a default that reads no ``context``: the live network call that
    /// nothing else catches.
    /// A default that is as safe in a test as anywhere, such as an in-memory cache, says so here rather
    /// than choosing the same value three times with ``InjectionContext/choose(live:preview:test:)``.
    /// Outside a strict test this is `value`, made when the default runs.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     var imageCache: ImageCache { sameInEveryContext(ImageCache()) }
    /// }
    /// ```
    ///
    /// - Parameter value: The default's value, made when the default runs.
    /// - Returns: `value`.
    public func sameInEveryContext<Value>(_ value: @autoclosure () -> Value) -> Value {
        // Reading the context tells a strict frame that the default has a test value.
        _ = context
        return value()
    }
}
