import Inject
import XCTest

/// An XCTest base class that runs each test in a `withInjected` frame of its own, with optional
/// replacements.
///
/// Override ``overrides`` to replace dependencies for every test of the class. `.shared` and
/// `.permanent` instances resolved during a test belong to that test, which lets go of them when it
/// ends. The values in ``overrides`` are made before the test's frame opens, so an object among them
/// resolves its own dependencies outside it: make such an object in the test, or use Swift Testing's
/// `.injecting(_:_:)` trait, which makes its value inside the test's frame.
///
/// ```swift
/// final class FeedModelTests: InjectedTestCase {
///     override var overrides: InjectedOverrides {
///         var overrides = InjectedOverrides()
///         overrides[\.imageDownloader] = MockDownloader()
///         return overrides
///     }
///
///     func testShowsImages() {
///         MainActor.assumeIsolated { /* … */ }
///     }
/// }
/// ```
///
/// XCTest on Linux cannot run a `@MainActor` test method (its runner fails to cast it while listing the
/// tests), so a test that needs the main actor enters it with `MainActor.assumeIsolated`, as above; on
/// Apple platforms a `@MainActor` test method works too.
open class InjectedTestCase: XCTestCase {
    /// The replacements every test of this class runs with; none by default.
    ///
    /// ``invokeTest()`` reads it once at the start of each test, before `setUp`, so a computed property
    /// gives every test values of its own. A subclass of a subclass can start from `super.overrides`
    /// and add to it; where both replace a key, the value set last wins.
    ///
    /// ```swift
    /// class AppTestCase: InjectedTestCase {
    ///     override var overrides: InjectedOverrides {
    ///         var overrides = InjectedOverrides()
    ///         overrides[\.analytics] = RecordingAnalytics()
    ///         return overrides
    ///     }
    /// }
    ///
    /// final class CheckoutTests: AppTestCase {
    ///     override var overrides: InjectedOverrides {
    ///         var overrides = super.overrides   // RecordingAnalytics, and this class's own
    ///         overrides[\.payments] = FakePayments()
    ///         return overrides
    ///     }
    /// }
    /// ```
    open var overrides: InjectedOverrides { InjectedOverrides() }

    /// Whether a dependency resolved to a live default fails the test; `true` unless a subclass says
    /// otherwise.
    ///
    /// As in a Swift Testing test with the InjectTesting trait, a default that reads no context (no
    /// `context.choose(live:preview:test:)`, `unimplemented(_:)` or `sameInEveryContext(_:)`), resolves
    /// no other dependency and is not replaced fails the test, naming the key path, where it was asked
    /// for and the three ways to fix it. Override it with `false` for a class whose tests check live
    /// values on purpose.
    ///
    /// ```swift
    /// final class LiveClockTests: InjectedTestCase {
    ///     override var isStrict: Bool { false }   // these tests read the real clock
    /// }
    /// ```
    open var isStrict: Bool { true }

    /// Runs the test inside its own `withInjected` frame, whose instances it lets go of when the test
    /// ends.
    ///
    /// XCTest calls it for each test; you do not. It reads ``overrides``, opens the test's frame and runs
    /// XCTest's own `invokeTest()` in it, so `setUp`, the test method and `tearDown` all resolve there.
    /// Afterwards the frame lets go of its instances, `.permanent` ones included, and ends its leases: at
    /// once on the main thread, where XCTest runs its tests, and from any other thread when the main actor
    /// next runs. A subclass that overrides it calls
    /// `super.invokeTest()`; code around that call runs outside the test's frame.
    ///
    /// ```swift
    /// import XCTest
    ///
    /// final class FeedModelTests: InjectedTestCase {
    ///     override var overrides: InjectedOverrides {
    ///         var overrides = InjectedOverrides()
    ///         overrides[\.imageDownloader] = MockDownloader()
    ///         return overrides
    ///     }
    ///
    ///     private var model: FeedModel!
    ///
    ///     override func setUp() {
    ///         super.setUp()
    ///         model = MainActor.assumeIsolated { FeedModel() }   // made in the test's frame
    ///     }
    /// }
    /// ```
    open override func invokeTest() {
        // The frame is opened here rather than through `withInjected`, so that messages about it (such as
        // `reset()`'s) name the test, not a line of this file.
        let frame = InjectionFrame.child(
            with: overrides,
            isStrict: isStrict,
            isTest: true,
            openedAt: SourceLocation(fileID: #fileID, line: #line),
            openedBy: "the frame that InjectedTestCase gives the test \(name)"
        )
        InjectionFrame.$current.withValue(frame) {
            super.invokeTest()
        }
        // The test is over: its instances go, even a `.permanent` one whose own points hold the frame. At
        // once on the main actor, where XCTest runs its tests; a test run on another thread would
        // otherwise leave them, and the frame they keep alive, for the rest of the process.
        onMainActor { frame.dropInstances() }
    }
}
