/// Where Inject sends problems that should fail a test rather than stop the process.
///
/// `InjectTesting` installs a reporter that records a Swift Testing issue or an XCTest failure. With
/// no reporter installed, a reported problem stops the process with the same message.
package enum IssueReporting {
    /// Receives the message and the source location the problem is attributed to.
    package typealias Reporter =
        @MainActor (_ message: String, _ fileID: String, _ filePath: String, _ line: Int) -> Void

    @MainActor private static var reporter: Reporter?

    /// Installs `reporter` for the rest of the process.
    @MainActor
    package static func install(_ reporter: @escaping Reporter) {
        self.reporter = reporter
    }

    /// Reports `message` to the installed reporter, or stops the process when there is none.
    @MainActor
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt) {
        guard let reporter else { fatalError(message) }
        reporter(message, "\(fileID)", "\(filePath)", Int(line))
    }
}
