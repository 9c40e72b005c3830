import Inject
import XCTest

/// An XCTest base class that runs each test in a `withInjected` frame of its own, with optional
/// replacements.
///
/// Override ``overrides`` to replace dependencies for every test of the class. `.shared` and
/// `.permanent` instances resolved during a test belong to that test. The values in ``overrides`` are
/// made before the test's frame opens, so an object among them resolves its own dependencies outside
/// it: make such an object in the test, or use Swift Testing's `.injecting(_:_:)` trait, which makes
/// its value inside the test's frame.
///
/// ```swift
/// final class FeedModelTests: InjectedTestCase {
///     override var overrides: InjectedOverrides {
///         var overrides = InjectedOverrides()
///         overrides[\.imageDownloader] = MockDownloader()
///         return overrides
///     }
///
///     @MainActor func testShowsImages() { ... }
/// }
/// ```
open class InjectedTestCase: XCTestCase {
    /// The replacements every test of this class runs with; none by default.
    open var overrides: InjectedOverrides { InjectedOverrides() }

    /// Runs the test inside its own `withInjected` frame.
    open override func invokeTest() {
        withInjected({ $0.merge(overrides) }) {
            super.invokeTest()
        }
    }
}
