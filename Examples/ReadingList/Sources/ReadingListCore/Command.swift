/// One request from the command line, parsed from its arguments.
///
/// Parsing is pure: it checks the shape of the arguments (which command, which options, how many
/// values) and leaves the meaning, such as whether a title is blank or a number names a book, to
/// ``ReadingList``.
///
/// ```swift
/// try Command(arguments: ["add", "Dune", "--author", "Frank Herbert"])
/// // .add(title: "Dune", author: "Frank Herbert")
/// try Command(arguments: [])   // .overview
/// ```
public enum Command: Equatable, Sendable {
    /// No arguments: show the usage and the list.
    case overview
    /// `help`, `--help` or `-h`: show the usage.
    case help
    /// `list` or `ls`: show the list.
    case list
    /// `add <title> [--author <name>]`: add a book. Several title words are joined with spaces.
    case add(title: String, author: String?)
    /// `read <number-or-id>`: mark a book as read.
    case read(String)
    /// `remove <number-or-id>` or `rm`: remove a book.
    case remove(String)

    /// Parses the arguments that follow the program's name.
    ///
    /// `add` takes its author as `--author <name>`, `--author=<name>` or `-a <name>`; after `--`,
    /// every argument is part of the title, even one that starts with a dash.
    ///
    /// ```swift
    /// let command = try Command(arguments: Array(CommandLine.arguments.dropFirst()))
    /// ```
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Throws: ``UsageError`` if the arguments do not form a command.
    public init(arguments: [String]) throws {
        guard let name = arguments.first else {
            self = .overview
            return
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "help", "--help", "-h":
            try Self.expectNothing(after: name, in: rest)
            self = .help
        case "list", "ls":
            try Self.expectNothing(after: name, in: rest)
            self = .list
        case "add":
            self = try Self.parseAdd(rest)
        case "read":
            self = .read(try Self.parseReference(for: name, in: rest))
        case "remove", "rm":
            self = .remove(try Self.parseReference(for: name, in: rest))
        default:
            throw UsageError.unknownCommand(name)
        }
    }

    private static func expectNothing(after command: String, in arguments: [String]) throws {
        if let extra = arguments.first {
            throw UsageError.unexpectedArgument(command: command, argument: extra)
        }
    }

    private static func parseReference(for command: String, in arguments: [String]) throws -> String {
        guard let reference = arguments.first else {
            throw UsageError.missingArgument(command: command, argument: "number-or-id")
        }
        try expectNothing(after: command, in: Array(arguments.dropFirst()))
        return reference
    }

    private static func parseAdd(_ arguments: [String]) throws -> Command {
        var words: [String] = []
        var author: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--":
                words += remaining
                remaining = []
            case "--author", "-a":
                guard let value = remaining.popFirst() else { throw UsageError.missingValue(option: argument) }
                author = value
            case _ where argument.hasPrefix("--author="):
                author = String(argument.dropFirst("--author=".count))
            case _ where argument.hasPrefix("-") && argument != "-":
                throw UsageError.unknownOption(command: "add", option: argument)
            default:
                words.append(argument)
            }
        }
        guard !words.isEmpty else { throw UsageError.missingArgument(command: "add", argument: "title") }
        return .add(title: words.joined(separator: " "), author: author)
    }
}
