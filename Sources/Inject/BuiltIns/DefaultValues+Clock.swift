extension DefaultValues {
    /// The clock to sleep on and measure time with: a `ContinuousClock` unless replaced.
    ///
    /// Code that waits (a debounce, a retry delay, a timer) sleeps on the injected clock, so that a test
    /// can drive the waiting with a clock it controls, such as `TestClock` or `ImmediateClock` from
    /// the swift-clocks package. In the app and in previews it is a `ContinuousClock`, so a preview
    /// animates in real time. In tests, reading it without a replacement fails the test with the key
    /// path. The type is `any Clock<Duration>`, which Apple platforms have from macOS 13, iOS 16,
    /// tvOS 16 and watchOS 9.
    ///
    /// ```swift
    /// @MainActor
    /// final class SearchModel {
    ///     @Injected(\.clock) var clock
    ///     var searches = 0
    ///
    ///     func search() async throws {
    ///         try await clock.sleep(for: .milliseconds(300))
    ///         searches += 1
    ///     }
    /// }
    /// ```
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public var clock: any Clock<Duration> { clock(in: context) }

    /// The value of `\.clock` in `context`. The process's context is fixed at launch; the parameter lets
    /// the tests reach the other contexts' values.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    package func clock(in context: InjectionContext) -> any Clock<Duration> {
        context.choose(
            live: ContinuousClock(),
            preview: ContinuousClock(),
            test: builtInUnimplemented(ContinuousClock())
        )
    }
}
