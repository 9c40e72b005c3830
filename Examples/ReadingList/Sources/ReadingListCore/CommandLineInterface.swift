import Foundation
import Inject

/// The reading list's command line: arguments in, text and an exit code out.
///
/// It parses a ``Command``, performs it on a ``ReadingList`` and describes the outcome. It never
/// prints or exits itself, so a test drives it exactly as the program does and reads what a person
/// would see. The model comes in through the initializer, which defaults to `ReadingList()`: the
/// program gets the JSON file store, and a test passes a model with an in-memory store instead.
///
/// ```swift
/// let store = InMemoryBookStore()
/// let cli = CommandLineInterface(readingList: ReadingList().injecting(store, for: \.store))
/// cli.run(arguments: ["add", "Dune"]).output   // "Added \"Dune\" as #1 (6F9619FF)."
/// ```
@MainActor
public struct CommandLineInterface {
    /// How to call the program, as printed by `help` and by a bare run.
    public static let usage = """
        ReadingList: keep track of the books you want to read.

        Usage: \(invocation) <command> [arguments]

        Commands:
          add <title> [--author <name>]  Add a book to the end of the list.
          list                           Show the list, numbered.
          read <number-or-id>            Mark a book as read.
          remove <number-or-id>          Remove a book from the list.
          help                           Show this help.

        Add --graph to any command to print, after its output, the dependencies it resolved as a
        Mermaid flowchart.

        A book is named by its number in the list or by its id (the first few characters are enough).
        Books are saved to books.json in $\(ReadingListDirectory.environmentVariable) if it is set,
        otherwise in \(defaultDirectoryDescription).
        """

    /// How a newcomer runs the program, for messages that suggest a next command.
    private static let invocation = "swift run ReadingList"

    #if canImport(Darwin)
        private static let defaultDirectoryDescription = "~/Library/Application Support/ReadingList"
    #else
        private static let defaultDirectoryDescription = "$XDG_DATA_HOME/reading-list or ~/.local/share/reading-list"
    #endif

    /// The model the commands act on.
    public let readingList: ReadingList

    /// Creates a command line that acts on `readingList`.
    ///
    /// ```swift
    /// let cli = CommandLineInterface()   // the JSON file store under the data directory
    /// ```
    ///
    /// - Parameter readingList: The model; by default one with every dependency at its default.
    public init(readingList: ReadingList = ReadingList()) {
        self.readingList = readingList
    }

    /// Runs one command and describes its outcome.
    ///
    /// Usage mistakes exit with ``CommandResult/usageErrorCode``; a command that cannot be carried out
    /// (an unknown book, a blank title, an unreadable file) exits with ``CommandResult/failureCode``.
    ///
    /// ```swift
    /// let result = cli.run(arguments: ["read", "1"])
    /// result.output     // "Marked \"Dune\" as read."
    /// result.exitCode   // 0
    /// ```
    ///
    /// With `--graph` among the arguments, the output ends with the dependency graph of the command,
    /// as a Mermaid flowchart.
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Returns: The text to print and the code to exit with.
    public func run(arguments: [String]) -> CommandResult {
        guard arguments.contains(Self.graphFlag) else { return runCommand(arguments: arguments) }
        let recording = DefaultValues.recordDependencyGraph()
        let result = runCommand(arguments: arguments.filter { $0 != Self.graphFlag })
        recording.stop()
        let graph = "Dependency graph (Mermaid):\n\(recording.graph.mermaid)"
        return CommandResult(output: result.output + "\n\n" + graph, exitCode: result.exitCode)
    }

    /// The flag that appends the dependency graph to the output.
    private static let graphFlag = "--graph"

    private func runCommand(arguments: [String]) -> CommandResult {
        let command: Command
        do {
            command = try Command(arguments: arguments)
        } catch {
            return CommandResult(
                output: "error: \(error.localizedDescription)\nRun '\(Self.invocation) help' for usage.",
                exitCode: CommandResult.usageErrorCode
            )
        }
        do {
            return CommandResult(output: try perform(command), exitCode: CommandResult.successCode)
        } catch {
            var message = "error: \(error.localizedDescription)"
            if case ReadingListError.noMatch = error {
                message += "\nRun '\(Self.invocation) list' to see numbers and ids."
            }
            return CommandResult(output: message, exitCode: CommandResult.failureCode)
        }
    }

    private func perform(_ command: Command) throws -> String {
        switch command {
        case .overview:
            return Self.usage + "\n\n" + (try listing(hint: false))
        case .help:
            return Self.usage
        case .list:
            return try listing(hint: true)
        case .add(let title, let author):
            let book = try readingList.add(title: title, author: author)
            let position = try readingList.books().count
            return "Added \(describe(book)) as #\(position) (\(book.shortID))."
        case .read(let reference):
            let book = try readingList.book(matching: reference)
            guard !book.isRead else { return "\(describe(book)) was already read." }
            try readingList.markRead(book.id)
            return "Marked \(describe(book)) as read."
        case .remove(let reference):
            let book = try readingList.book(matching: reference)
            try readingList.remove(book.id)
            return "Removed \(describe(book))."
        }
    }

    private func listing(hint: Bool) throws -> String {
        let books = try readingList.books()
        guard !books.isEmpty else {
            guard hint else { return "No books yet." }
            return "No books yet. Add one with: \(Self.invocation) add \"Title\" --author \"Name\""
        }
        let readCount = books.count { $0.isRead }
        let header = "Reading list: \(books.count) \(books.count == 1 ? "book" : "books"), \(readCount) read"
        let width = String(books.count).count
        let lines = books.enumerated().map { index, book in
            let number = String(index + 1)
            let padding = String(repeating: " ", count: width - number.count)
            return "  \(padding)\(number). [\(book.isRead ? "x" : " ")] \(describe(book))  (\(book.shortID))"
        }
        return ([header] + lines).joined(separator: "\n")
    }

    /// `"Dune" by Frank Herbert`, or `"Dune"` without an author.
    private func describe(_ book: Book) -> String {
        "\"\(book.title)\"" + (book.author.map { " by \($0)" } ?? "")
    }
}
