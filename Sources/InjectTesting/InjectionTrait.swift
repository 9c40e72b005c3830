import Inject
import Testing

/// A Swift Testing trait that runs each test in a `withInjected` frame of its own, with optional
/// replacements.
///
/// Inside the frame, `.shared`, `.permanent` and lease-bound instances belong to the test, so tests
/// that run in parallel never see each other's instances or replacements. Replacement values are made
/// anew for every test and every case of a parameterized test, so no two tests share a mutable mock. On
/// a suite, the trait applies to every test in it, each in its own frame; a test's own trait adds to the
/// suite's, and wins where both replace a key. However many of these traits a test has (its suites' and
/// its own), they give it one frame, with all their replacements.
///
/// ```swift
/// @Suite(.injecting(\.analytics, RecordingAnalytics()))
/// struct FeedTests {
///     @Test(.injecting(\.imageDownloader, MockDownloader()))
///     @MainActor func showsImages() { /* … */ }
/// }
/// ```
public struct InjectionTrait: TestTrait, SuiteTrait, TestScoping {
    let configure: @Sendable (inout InjectedOverrides) -> Void
    let context: InjectionContext?
    /// Whether a live default fails the test: `nil` where this trait does not say, and the test's other
    /// traits decide (strict when none says).
    let isStrict: Bool?
    /// Whether the test reports the instances it made that outlive it: `nil` where this trait does not
    /// say, and the test's other traits decide.
    var reportsLeaks: Bool? = nil
    let location: Inject.SourceLocation

    /// A suite's trait applies to each of its tests.
    ///
    /// Swift Testing reads it. Because it is `true`, a trait written on a suite reaches every test of
    /// that suite and of the suites nested in it, and each of those tests runs in a frame of its own
    /// with the suite's replacements: the suite's tests share no instance through the trait.
    ///
    /// ```swift
    /// @Suite(.injecting(\.analytics, RecordingAnalytics()))
    /// struct CheckoutTests {
    ///     @Suite struct Refunds {
    ///         @Test @MainActor func recordsTheRefund() { /* resolve(\.analytics) is a RecordingAnalytics */ }
    ///     }
    /// }
    /// ```
    public var isRecursive: Bool { true }

    /// The frame that the traits around the current test gave it, while they run it.
    @TaskLocal private static var testFrame: InjectionFrame?

    /// Whether the traits around the current test report its leaks, as the nearest that says decides.
    @TaskLocal private static var reportsLeaksAround: Bool?

    /// Whether a test reports its leaks when none of its traits says: no. This project's own suites
    /// have tests whose point is an instance kept past the end of a test scope (an outer test holding
    /// what the scope it runs made, to look at it afterwards; a task left running on purpose), which the
    /// check cannot tell from a leak.
    static let reportsLeaksByDefault = false

    /// Runs each test case, not the suite as a whole, inside a frame.
    ///
    /// Swift Testing asks it for the suite the trait is written on, with no test case, and for each test
    /// case. Inject opens no frame around a suite, and one around every test case, so each argument of a
    /// parameterized test gets replacement values of its own.
    ///
    /// ```swift
    /// @Test(.injecting(\.imageDownloader, MockDownloader()), arguments: [1, 2, 3])
    /// @MainActor func showsEveryPage(page: Int) { /* each page has a MockDownloader of its own */ }
    /// ```
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is applied to.
    ///   - testCase: The test case about to run; `nil` for a suite.
    /// - Returns: The trait for a test case, `nil` for a suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test inside a frame holding replacements made for this test case alone.
    ///
    /// Swift Testing calls it around each test case; you write the trait and never call it. It runs the
    /// trait's configuration on an empty `InjectedOverrides` and opens the test's frame, or, when
    /// another of the test's traits (a suite's, or one written before it) has opened one, joins that
    /// frame, adding its replacements. When the test returns or throws, the frame lets go of every
    /// instance it keeps, `.permanent` ones included, and ends its leases.
    ///
    /// ```swift
    /// @Suite(.injecting(\.analytics, RecordingAnalytics()))
    /// struct PaymentTests {
    ///     @Test(.injecting(\.payments, FakePayments()))   // one frame, with both replacements
    ///     @MainActor func paysWithTheFake() { /* … */ }
    /// }
    /// ```
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
        var overrides = InjectedOverrides()
        configure(&overrides)
        // A trait inside another of this test (a suite's, or one written before it) joins that trait's
        // frame rather than opening one inside it: one frame per test, whose storage and leases hold
        // every instance the test and its traits' values resolve.
        // The test's own location, for messages: `.injectionIsolated`, a property, has no call site.
        let openedBy =
            "the frame that InjectTesting's trait gives the test at \(test.sourceLocation.fileID):\(test.sourceLocation.line)"
        let frame: InjectionFrame
        if let outer = Self.testFrame, outer === InjectionFrame.current {
            // A trait that says whether the test is strict wins over the traits outside it.
            frame = .joining(
                overrides,
                context: context,
                isStrict: isStrict ?? outer.isStrict,
                to: outer,
                openedAt: location,
                openedBy: openedBy
            )
        } else {
            // Strict unless a trait opts the test out: a live default in a test is a mistake until the
            // test says otherwise.
            frame = .child(
                with: overrides,
                context: context,
                isStrict: isStrict ?? true,
                isTest: true,
                leakWatch: LeakWatch(),
                openedAt: location,
                openedBy: openedBy
            )
        }
        let reportsLeaks = reportsLeaks ?? Self.reportsLeaksAround
        do {
            try await Self.$testFrame.withValue(frame) {
                try await Self.$reportsLeaksAround.withValue(reportsLeaks) {
                    try await InjectionFrame.$current.withValue(frame) {
                        try await function()
                    }
                }
            }
        } catch {
            await end(frame, reportingLeaks: reportsLeaks ?? Self.reportsLeaksByDefault, of: test)
            throw error
        }
        await end(frame, reportingLeaks: reportsLeaks ?? Self.reportsLeaksByDefault, of: test)
    }
}

extension Trait where Self == InjectionTrait {
    /// Runs the test (or each test of the suite) in its own frame, with `key` replaced by `value`.
    ///
    /// `value` is evaluated for each test and each test case, so every test gets an instance of its own.
    /// It is evaluated inside the test's frame, the first time a point in the test needs `key`, and
    /// every point in the test gets that instance: an object made this way resolves its own
    /// dependencies as the test does, with the replacements of every trait of the test and its suites,
    /// whichever order they are written in, and keeps its `.shared`, `.permanent` and lease-bound
    /// instances in the test.
    ///
    /// ```swift
    /// @Test(.injecting(\.imageDownloader, MockDownloader()))
    /// func loadsImages() async { /* … */ }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency, as a key path into `DefaultValues`.
    ///   - value: Makes the replacement every injection point in the test gets.
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    /// - Returns: The trait.
    public static func injecting<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value> & Sendable,
        _ value: @autoclosure @escaping @Sendable () -> Value,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        replacing(key, with: value, fileID: fileID, line: line)
    }

    /// Refuses to replace the context like a dependency: defaults read `context` directly, so they would
    /// never see the replacement. Use ``injecting(context:fileID:line:)``.
    ///
    /// `\.context` is a key path into `DefaultValues` like a dependency's, but a default reads the
    /// context of the test's frame, not a resolved value. The trait is deprecated so that the compiler
    /// says so (an error with warnings treated as errors); written anyway, it replaces the key path as
    /// a dependency, which only reads of `\.context` as a dependency see (`resolve(\.context)`,
    /// `@Injected(\.context)`), never a default. A dependency of your own whose type is
    /// `InjectionContext` gets the same warning.
    ///
    /// ```swift
    /// @Test(.injecting(context: .preview))
    /// @MainActor func previewsShowSampleItems() { #expect(FeedModel().items.count == 3) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: A key path into `DefaultValues` whose value is a context.
    ///   - value: Makes the replacement.
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    /// - Returns: The trait.
    @available(*, deprecated, message: "the context is not a dependency: replace it with .injecting(context:)")
    public static func injecting(
        _ key: KeyPath<DefaultValues, InjectionContext> & Sendable,
        _ value: @autoclosure @escaping @Sendable () -> InjectionContext,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        replacing(key, with: value, fileID: fileID, line: line)
    }

    /// The trait every `injecting(_:_:)` form makes: `key` replaced by what `value` makes once in the
    /// test's frame. Generic, so the deprecated `\.context` form shares it.
    private static func replacing<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value> & Sendable,
        with value: @escaping @Sendable () -> Value,
        fileID: StaticString,
        line: UInt
    ) -> Self {
        InjectionTrait(
            configure: { $0.set(key, madeOnceInTheFrameBy: value) },
            context: nil,
            isStrict: nil,
            location: Inject.SourceLocation(fileID: fileID, line: line)
        )
    }

    /// Runs the test in its own frame with several replacements; `configure` runs for each test and
    /// each test case.
    ///
    /// The values `configure` sets are made before the frame opens, so an object among them resolves
    /// its own dependencies in the frame around the test, not with these replacements. Give such an
    /// object with ``injecting(_:_:fileID:line:)-(_,()->Value,_,_)``, which makes it inside the test's frame.
    ///
    /// ```swift
    /// @Test(.injecting { $0[\.imageDownloader] = MockDownloader(); $0[\.retryCount] = 0 })
    /// func retriesNever() async { /* … */ }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    ///   - configure: Sets the replacements.
    /// - Returns: The trait.
    public static func injecting(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ configure: @escaping @Sendable (inout InjectedOverrides) -> Void
    ) -> Self {
        InjectionTrait(
            configure: configure,
            context: nil,
            isStrict: nil,
            location: Inject.SourceLocation(fileID: fileID, line: line)
        )
    }

    /// Runs the test in its own frame in another context, such as `.preview`.
    ///
    /// Defaults read `context` as the context given here, so a test can check, for example, the
    /// values previews get.
    ///
    /// ```swift
    /// @Test(.injecting(context: .preview))
    /// @MainActor func previewsShowSampleItems() { #expect(FeedModel().items.count == 3) }
    /// ```
    ///
    /// - Parameters:
    ///   - context: The context the test runs in.
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    /// - Returns: The trait.
    public static func injecting(
        context: InjectionContext,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        InjectionTrait(
            configure: { _ in },
            context: context,
            isStrict: nil,
            location: Inject.SourceLocation(fileID: fileID, line: line)
        )
    }

    /// Runs the test in its own frame with no replacements: its shared and permanent instances are its
    /// own.
    ///
    /// Use it on a test or suite that replaces nothing but must not share `.shared` or `.permanent`
    /// instances with the tests running beside it, nor leave any in the global storage. Like every
    /// InjectTesting trait, it makes the test strict: a live default fails it (see
    /// ``injectionIsolated(strict:fileID:line:)``).
    ///
    /// ```swift
    /// @Suite(.injectionIsolated) struct CartTests { /* … */ }
    /// ```
    public static var injectionIsolated: Self {
        InjectionTrait(
            configure: { _ in },
            context: nil,
            isStrict: nil,
            location: Inject.SourceLocation(fileID: #fileID, line: #line)
        )
    }

    /// Runs the test in its own frame, saying whether a dependency resolved to a live default fails it.
    ///
    /// Every test that an InjectTesting trait isolates is strict unless one of its traits says
    /// `strict: false`: a default that reads no context (no `context.choose(live:preview:test:)`, no
    /// `unimplemented(_:)`, no `sameInEveryContext(_:)`; Inject's built-ins all say what they are in
    /// tests), resolves no other dependency and is not replaced in the test fails the test, naming the
    /// key path, where it was asked for, and the three ways to fix it: the live network call in a unit
    /// test is caught where it happens. A default built from other dependencies is judged by them,
    /// whether they are made for it, found already made, or replaced.
    ///
    /// `strict: false` opts a suite or a test out, for a test whose point is the live value itself. The
    /// trait written nearest the test wins: a test's own `strict:` over its suite's.
    ///
    /// ```swift
    /// @Suite(.injectionIsolated(strict: false)) struct LiveClockTests { /* reads the real clock */ }
    /// ```
    ///
    /// - Parameters:
    ///   - strict: Whether live defaults fail the test.
    ///   - fileID: Where the trait is written, for messages.
    ///   - line: Where the trait is written, for messages.
    /// - Returns: The trait.
    public static func injectionIsolated(
        strict: Bool,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        InjectionTrait(
            configure: { _ in },
            context: nil,
            isStrict: strict,
            location: Inject.SourceLocation(fileID: fileID, line: line)
        )
    }
}
