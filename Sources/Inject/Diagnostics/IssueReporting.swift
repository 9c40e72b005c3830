/// Where Inject sends problems that should fail a test rather than stop the process.
///
/// In a test process that links `InjectTesting`, a problem is recorded as a failure of the running test
/// (a Swift Testing issue, or an XCTest failure), from the first test on, whatever order tests run in
/// and whether or not they use the `InjectTesting` trait. Anywhere else the process stops with the same
/// message.
package enum IssueReporting {
    /// Reports `message`, attributed to the given source location, as a test failure, or stops the
    /// process when no test support is linked.
    ///
    /// `filePath` is `nil` where only the file's ID is known (an injection point keeps no more): a Swift
    /// Testing issue is then attributed to the running test's declaration, which a path leads to, and
    /// the message names the site.
    @MainActor
    static func report(_ message: String, fileID: StaticString, filePath: StaticString?, line: UInt) {
        guard let recorder = testIssueRecorder else {
            // The advice to link InjectTesting fits a test process only: an app that `INJECT_CONTEXT=test`
            // forced into the test context (one a UI test launches) is told what chose the context.
            let hint =
                if InjectionContext.testFrameworkIsLoaded() {
                    " (Link InjectTesting to the test target to record this as a test failure instead.)"
                } else if InjectionContext.processContext == .test {
                    " (INJECT_CONTEXT=test chose the test context, but no test runs in this process to record the failure in.)"
                } else {
                    ""
                }
            fatalError(message + hint, file: fileID, line: line)
        }
        recorder.record(message, fileID: fileID, filePath: filePath, line: line)
    }

    /// InjectTesting's recorder, if the process links InjectTesting; looked up once.
    ///
    /// Inject cannot import InjectTesting (it would link a test framework into apps), so it asks the
    /// Swift runtime for the recorder type by its mangled name, `InjectTesting.TestIssueReporter`. The
    /// runtime answers from the type metadata of every loaded image, which works in statically linked
    /// test executables as well, where a `dlsym` lookup finds nothing.
    @MainActor private static let testIssueRecorder: (any TestIssueRecording.Type)? =
        _typeByName("13InjectTesting17TestIssueReporterO") as? any TestIssueRecording.Type
}

/// Records a problem as a failure of the running test; implemented by InjectTesting's
/// `TestIssueReporter`, which ``IssueReporting`` finds at run time.
package protocol TestIssueRecording {
    /// Records `message` as a failure of the running test, attributed to the given location: static
    /// strings, which XCTest needs to attribute a failure to a file; `filePath` is `nil` where only the
    /// file's ID is known.
    @MainActor
    static func record(_ message: String, fileID: StaticString, filePath: StaticString?, line: UInt)
}
