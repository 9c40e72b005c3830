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
    /// `show <number-or-id>`: show one book, with the signed-in reader's page in it.
    case show(String)
    /// `read <number-or-id>`: mark a book as read.
    case read(String)
    /// `progress <number-or-id> <page>`: save the signed-in reader's page in a book.
    case progress(String, page: Int)
    /// `remove <number-or-id>` or `rm`: remove a book.
    case remove(String)
    /// `login <name>`: sign a reader in.
    case login(String)
    /// `logout`: sign the reader out.
    case logout

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
        case "show":
            self = .show(try Self.parseReference(for: name, in: rest))
        case "read":
            self = .read(try Self.parseReference(for: name, in: rest))
        case "progress":
            self = try Self.parseProgress(rest)
        case "remove", "rm":
            self = .remove(try Self.parseReference(for: name, in: rest))
        case "login":
            self = .login(try Self.parseSingle(for: name, argument: "name", in: rest))
        case "logout":
            try Self.expectNothing(after: name, in: rest)
            self = .logout
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
        try parseSingle(for: command, argument: "number-or-id", in: arguments)
    }

    private static func parseSingle(for command: String, argument: String, in arguments: [String]) throws -> String {
        guard let value = arguments.first else {
            throw UsageError.missingArgument(command: command, argument: argument)
        }
        try expectNothing(after: command, in: Array(arguments.dropFirst()))
        return value
    }

    private static func parseProgress(_ arguments: [String]) throws -> Command {
        guard let reference = arguments.first else {
            throw UsageError.missingArgument(command: "progress", argument: "number-or-id")
        }
        let page = try parseSingle(for: "progress", argument: "page", in: Array(arguments.dropFirst()))
        guard let number = Int(page) else {
            throw UsageError.notANumber(command: "progress", argument: "page", value: page)
        }
        return .progress(reference, page: number)
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
