import Inject
import Testing
import XCTest

/// Reports Inject's test-time problems (an `unimplemented` default that was used) as test failures.
///
/// Inside a Swift Testing test the problem is recorded as an issue of that test; otherwise it fails
/// the running XCTest test.
enum TestIssueReporter {
    /// Installs the reporter; calling it again changes nothing.
    @MainActor
    static func install() {
        IssueReporting.install { message, fileID, filePath, line in
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
}
