import Dispatch
import Inject
import InjectTesting
import Testing
import XCTest

// Every test here fails on purpose: each reads an `unimplemented` default, and
// Scripts/check-lost-failures.sh checks that every read is reported. Each read has a type of its own,
// which its message names (`\.<ReadInADetachedTask>` on Linux, the property's name on Apple platforms).

struct ReadInTheTestsTask {}
struct ReadInADetachedTask {}
struct ReadInADispatchCallback {}
struct ReadInADetachedTaskOfAnXCTestTest {}

extension DefaultValues {
    var readInTheTestsTask: ReadInTheTestsTask { unimplemented(ReadInTheTestsTask()) }
    var readInADetachedTask: ReadInADetachedTask { unimplemented(ReadInADetachedTask()) }
    var readInADispatchCallback: ReadInADispatchCallback { unimplemented(ReadInADispatchCallback()) }
    var readInADetachedTaskOfAnXCTestTest: ReadInADetachedTaskOfAnXCTestTest {
        unimplemented(ReadInADetachedTaskOfAnXCTestTest())
    }
}

/// Swift Testing knows which test runs by the task: only the first read is in the test's task; the
/// others must fail the run.
@Suite struct SwiftTestingReads {
    /// The control: an issue of this test.
    @Test @MainActor func inTheTestsTask() {
        _ = resolve(\.readInTheTestsTask)
    }

    @Test func inADetachedTask() async {
        await Task.detached { @MainActor in _ = resolve(\.readInADetachedTask) }.value
    }

    @Test func inADispatchCallback() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { _ = resolve(\.readInADispatchCallback) }
                continuation.resume()
            }
        }
    }
}

/// XCTest fails the test that is running, whatever task the read runs in.
final class XCTestReads: XCTestCase {
    func testInADetachedTask() async {
        await Task.detached { @MainActor in _ = resolve(\.readInADetachedTaskOfAnXCTestTest) }.value
    }
}
