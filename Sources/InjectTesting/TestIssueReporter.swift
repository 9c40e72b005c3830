import Inject
import Testing
import XCTest

/// Records Inject's test-time problems (an `unimplemented` default that was used, a live default read in
/// a strict test) as test failures.
///
/// Inject finds this type at run time by its name, so its name, module and kind (an enum) are part of
/// the contract with `IssueReporting` in Inject. Inside a Swift Testing test the problem is recorded as
/// an issue of that test; otherwise it fails the running XCTest test.
enum TestIssueReporter: TestIssueRecording {
    @MainActor
    static func record(_ message: String, fileID: String, filePath: String, line: Int) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
            )
        } else {
            // XCTest attributes a failure to a compile-time file name; the message names the site.
            XCTFail(message)
        }
    }
}
