/// What running a command produced: the text to print and the process's exit code.
///
/// A successful command's output belongs on standard output; a failed one's on standard error.
///
/// ```swift
/// let result = await CommandLineInterface().run(arguments: ["list"])
/// print(result.output)
/// exit(result.exitCode)
/// ```
public struct CommandResult: Equatable, Sendable {
    /// The exit code of a command that did what was asked: 0.
    public static let successCode: Int32 = 0
    /// The exit code of a well-formed command that failed, such as removing a book that is not there: 1.
    public static let failureCode: Int32 = 1
    /// The exit code of arguments that do not form a command: 64, `EX_USAGE` from `sysexits.h`.
    public static let usageErrorCode: Int32 = 64

    /// The text to print, without a trailing newline.
    public var output: String
    /// The code to exit with.
    public var exitCode: Int32

    /// Creates a result.
    ///
    /// ```swift
    /// CommandResult(output: "No books yet.", exitCode: CommandResult.successCode)
    /// ```
    ///
    /// - Parameters:
    ///   - output: The text to print.
    ///   - exitCode: The code to exit with.
    public init(output: String, exitCode: Int32) {
        self.output = output
        self.exitCode = exitCode
    }

    /// Whether the command succeeded, so its output goes to standard output.
    ///
    /// ```swift
    /// if !result.isSuccess { FileHandle.standardError.write(Data(result.output.utf8)) }
    /// ```
    public var isSuccess: Bool { exitCode == Self.successCode }
}
