import Inject
import Testing
import XCTest

/// Records Inject's test-time problems (an `unimplemented` default that was used, a live default read in
/// a strict test) as test failures.
///
/// Inject finds this type at run time by its name, so its name, module and kind (an enum) are part of
/// the contract with `IssueReporting` in Inject. Inside a Swift Testing test the problem is recorded as
/// an issue of that test; otherwise it fails the running XCTest test, or the Swift Testing run.
///
/// `package`, not internal, though no code names it: a release build that does not compile InjectTesting
/// for testing (`swift build -c release --build-tests`) optimizes the whole module, which drops an
/// internal type that nothing names, and every test failure it would record then stops the process.
package enum TestIssueReporter: TestIssueRecording {
    /// While the dependency check resolves a dependency, what it does with each problem Inject reports,
    /// instead of recording it: the check reports it again, naming the dependency and the context.
    @MainActor package static var capture: ((String) -> Void)?

    @MainActor
    package static func record(_ message: String, fileID: StaticString, filePath: StaticString?, line: UInt) {
        if let capture {
            capture(message)
            return
        }
        let comment = Comment(rawValue: message)
        let path = filePath ?? fileID
        let site = SourceLocation(fileID: "\(fileID)", filePath: "\(path)", line: Int(line), column: 1)
        if let test = Test.current {
            // A site known by its file ID only (an injection point's, which the message names) is no path
            // an IDE can open, so the issue goes to the test's declaration instead.
            Issue.record(comment, sourceLocation: filePath == nil ? test.sourceLocation : site)
            return
        }
        // No Swift Testing test in this task: an XCTest test, or work that left a Swift Testing test's
        // task (a `Task.detached`, a `DispatchQueue` callback). Nothing here tells them apart, so both
        // channels. On Linux exactly one takes effect: `XCTFail` in an XCTest test, at the site as the
        // issue is, or `Issue.record` in a Swift Testing run, as an issue of no test, which fails the run
        // (Scripts/check-lost-failures.sh checks both). On Apple platforms Swift Testing may also report
        // the issue to the running XCTest test, which then fails twice: better than a lost failure.
        XCTFail(message, file: path, line: line)
        Issue.record(comment, sourceLocation: site)
    }
}
