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
    open var overrides: InjectedOverrides { InjectedOverrides() }

    /// Runs the test inside its own `withInjected` frame, whose instances it lets go of when the test
    /// ends.
    open override func invokeTest() {
        // The frame is opened here rather than through `withInjected`, so that messages about it (such as
        // `reset()`'s) name the test, not a line of this file.
        let frame = InjectionFrame.child(
            with: overrides,
            openedAt: SourceLocation(fileID: #fileID, line: #line),
            openedBy: "the frame that InjectedTestCase gives the test \(name)"
        )
        InjectionFrame.$current.withValue(frame) {
            super.invokeTest()
        }
        // The test is over: its instances go, even a `.permanent` one whose own points hold the frame.
        // XCTest runs its tests on the main thread, where the main actor runs.
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { frame.dropInstances() }
    }
}
