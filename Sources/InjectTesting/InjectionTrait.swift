import Inject
import Testing

/// A Swift Testing trait that runs each test in a scope of its own, with optional replacements.
///
/// Inside the scope, `.shared` and `.permanent` instances belong to the test, so tests that run in
/// parallel never see each other's instances or replacements. On a suite, the trait applies to every
/// test in it, each in its own scope; a test's own trait adds to the suite's.
///
/// ```swift
/// @Suite(.injecting(\.analytics, RecordingAnalytics()))
/// struct FeedTests {
///     @Test(.injecting(\.imageDownloader, MockDownloader()))
///     @MainActor func showsImages() { ... }
/// }
/// ```
public struct InjectionTrait: TestTrait, SuiteTrait, TestScoping {
    let overrides: InjectedOverrides

    /// A suite's trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs each test case, not the suite as a whole, inside a scope.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is applied to.
    ///   - testCase: The test case about to run; `nil` for a suite.
    /// - Returns: The trait for a test case, `nil` for a suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test inside a `withInjected` scope holding this trait's replacements.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run.
    ///   - function: The test's body.
    /// - Throws: Whatever the test throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        await TestIssueReporter.install()
        try await withInjected({ $0.merge(overrides) }) {
            try await function()
        }
    }
}

extension Trait where Self == InjectionTrait {
    /// Runs the test (or each test of the suite) in its own scope, with `key` replaced by `value`.
    ///
    /// ```swift
    /// @Test(.injecting(\.imageDownloader, MockDownloader()))
    /// func loadsImages() async { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into `DefaultValues`.
    ///   - value: The replacement every injection point in the test gets.
    /// - Returns: The trait.
    public static func injecting<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, _ value: Value) -> Self {
        var overrides = InjectedOverrides()
        overrides[key] = value
        return InjectionTrait(overrides: overrides)
    }

    /// Runs the test in its own scope with several replacements.
    ///
    /// ```swift
    /// @Test(.injecting { $0[\.imageDownloader] = MockDownloader(); $0[\.retryCount] = 0 })
    /// func retriesNever() async { ... }
    /// ```
    ///
    /// - Parameter configure: Sets the replacements.
    /// - Returns: The trait.
    public static func injecting(_ configure: (inout InjectedOverrides) -> Void) -> Self {
        var overrides = InjectedOverrides()
        configure(&overrides)
        return InjectionTrait(overrides: overrides)
    }

    /// Runs the test in its own scope with no replacements: its shared and permanent instances are its
    /// own.
    ///
    /// ```swift
    /// @Suite(.injectionIsolated) struct CartTests { ... }
    /// ```
    public static var injectionIsolated: Self {
        InjectionTrait(overrides: InjectedOverrides())
    }
}
