import Foundation

/// Why the command-line arguments do not form a ``Command``.
///
/// The command line prints the description followed by a pointer to `help`, and exits with
/// ``CommandResult/usageErrorCode``.
///
/// ```swift
/// #expect(throws: UsageError.unknownCommand("delete")) {
///     try Command(arguments: ["delete", "1"])
/// }
/// ```
public enum UsageError: Error, Equatable, Sendable, LocalizedError {
    /// The first argument is not a command.
    case unknownCommand(String)
    /// A command is missing a required value, such as `add`'s title.
    case missingArgument(command: String, argument: String)
    /// A command was given a value it does not take.
    case unexpectedArgument(command: String, argument: String)
    /// A command was given an option it does not have.
    case unknownOption(command: String, option: String)
    /// An option that takes a value came last.
    case missingValue(option: String)
    /// A command was given something other than a whole number where it needs one.
    case notANumber(command: String, argument: String, value: String)

    /// A sentence that explains the mistake.
    ///
    /// ```swift
    /// UsageError.missingValue(option: "--author").errorDescription   // "--author needs a value."
    /// ```
    public var errorDescription: String? {
        switch self {
        case .unknownCommand(let name):
            "Unknown command \"\(name)\"."
        case .missingArgument(let command, let argument):
            "\(command) needs a <\(argument)>."
        case .unexpectedArgument(let command, let argument):
            "\(command) does not take \"\(argument)\"."
        case .unknownOption(let command, let option):
            "\(command) has no option \(option)."
        case .missingValue(let option):
            "\(option) needs a value."
        case .notANumber(let command, let argument, let value):
            "\(command) needs a whole number for <\(argument)>, not \"\(value)\"."
        }
    }
}
