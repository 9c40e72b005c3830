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
/// let cli = CommandLineInterface(readingList: ReadingList().injecting(AsyncDefault(ready: store), for: \.store))
/// await cli.run(arguments: ["add", "Dune"]).output   // "Added \"Dune\" as #1 (6F9619FF)."
/// ```
@MainActor
public struct CommandLineInterface {
    /// How to call the program, as printed by `help` and by a bare run.
    public static let usage = """
        ReadingList: keep track of the books you want to read.

        Usage: \(invocation) <command> [arguments]

        Commands:
          add <title> [--author <name>]   Add a book to the end of the list.
          list                            Show the list, numbered.
          show <number-or-id>             Show one book, and your page in it.
          read <number-or-id>             Mark a book as read.
          progress <number-or-id> <page>  Save the page you are on.
          remove <number-or-id>           Remove a book from the list.
          login <name>                    Sign in, so that your progress is kept.
          logout                          Sign out.
          help                            Show this help.

        Add --preview to any command to run it on sample books in memory: nothing is read or saved.
        Add --graph to print, after the output, the dependencies the command resolved (Mermaid).

        A book is named by its number in the list or by its id (the first few characters are enough).
        Books and progress are saved in $\(ReadingListDirectory.environmentVariable) if it is set,
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
    /// let result = await cli.run(arguments: ["read", "1"])
    /// result.output     // "Marked \"Dune\" as read."
    /// result.exitCode   // 0
    /// ```
    ///
    /// With `--preview` among the arguments, the command runs on a new model made in the preview
    /// context, whatever model this command line was given: in the program, that is sample books in
    /// memory, a fixed date, and nothing read from or saved to disk. (Replacements made around the
    /// call, as in a test, still win over the preview values.) With `--graph`, the output ends with the dependency graph of
    /// the command, as a Mermaid flowchart.
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Returns: The text to print and the code to exit with.
    public func run(arguments: [String]) async -> CommandResult {
        if arguments.contains(Self.previewFlag) {
            // Made inside the frame, the model resolves every dependency's preview value.
            let preview = withInjected(context: .preview) { CommandLineInterface(readingList: ReadingList()) }
            let result = await preview.run(arguments: arguments.filter { $0 != Self.previewFlag })
            return CommandResult(output: Self.previewNote + "\n" + result.output, exitCode: result.exitCode)
        }
        guard arguments.contains(Self.graphFlag) else { return await runCommand(arguments: arguments) }
        let recording = DefaultValues.recordDependencyGraph()
        let result = await runCommand(arguments: arguments.filter { $0 != Self.graphFlag })
        recording.stop()
        let graph = "Dependency graph (Mermaid):\n\(recording.graph.mermaid)"
        return CommandResult(output: result.output + "\n\n" + graph, exitCode: result.exitCode)
    }

    /// The flag that appends the dependency graph to the output.
    private static let graphFlag = "--graph"
    /// The flag that runs the command on preview dependencies.
    private static let previewFlag = "--preview"
    /// The first line of a preview's output.
    private static let previewNote = "Preview: sample books in memory, nothing saved."

    private func runCommand(arguments: [String]) async -> CommandResult {
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
            return CommandResult(output: try await perform(command), exitCode: CommandResult.successCode)
        } catch {
            var message = "error: \(error.localizedDescription)"
            switch error {
            case ReadingListError.noMatch:
                message += "\nRun '\(Self.invocation) list' to see numbers and ids."
            case ReadingListError.notSignedIn:
                message += " Sign in with: \(Self.invocation) login <name>"
            default:
                break
            }
            return CommandResult(output: message, exitCode: CommandResult.failureCode)
        }
    }

    private func perform(_ command: Command) async throws -> String {
        switch command {
        case .overview:
            return Self.usage + "\n\n" + (try await listing(hint: false))
        case .help:
            return Self.usage
        case .list:
            return try await listing(hint: true)
        case .add(let title, let author):
            let book = try await readingList.add(title: title, author: author)
            let position = try await readingList.books().count
            return "Added \(describe(book)) as #\(position) (\(book.shortID))."
        case .show(let reference):
            let detail = try await readingList.detail(for: readingList.book(matching: reference))
            return try await showing(detail)
        case .progress(let reference, let page):
            let detail = try await readingList.detail(for: readingList.book(matching: reference))
            guard let reader = detail.reader else { throw ReadingListError.notSignedIn }
            try await detail.setPage(page)
            return "\(reader) is on page \(page) of \(describe(detail.book))."
        case .login(let name):
            let previous = try await readingList.signedInReader()
            let reader = try await readingList.signIn(name)
            let signedOut = previous.flatMap { $0 == reader ? nil : "Signed out \($0). " } ?? ""
            return signedOut + "Signed in as \(reader)."
        case .logout:
            guard let reader = try await readingList.signOut() else { return "Nobody was signed in." }
            return "Signed out \(reader)."
        case .read(let reference):
            let book = try await readingList.book(matching: reference)
            guard !book.isRead else { return "\(describe(book)) was already read." }
            try await readingList.markRead(book.id)
            return "Marked \(describe(book)) as read."
        case .remove(let reference):
            let book = try await readingList.book(matching: reference)
            try await readingList.remove(book.id)
            return "Removed \(describe(book))."
        }
    }

    private func listing(hint: Bool) async throws -> String {
        let books = try await readingList.books()
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

    /// The book, when it was added and read, and the reader's page.
    private func showing(_ detail: BookDetailModel) async throws -> String {
        let book = detail.book
        var lines = ["\(describe(book))  (\(book.shortID))"]
        let added = "Added \(detail.day(of: book.dateAdded))"
        if let dateRead = book.dateRead {
            lines.append("\(added); read \(detail.day(of: dateRead)).")
        } else {
            let days = detail.daysOnList
            let ago = days == 0 ? "today" : days == 1 ? "1 day ago" : "\(days) days ago"
            lines.append("\(added), \(ago); not read yet.")
        }
        if let reader = detail.reader {
            let page = try await detail.page()
            lines.append(page.map { "\(reader) is on page \($0)." } ?? "\(reader) has not started it.")
        }
        return lines.joined(separator: "\n")
    }

    /// `"Dune" by Frank Herbert`, or `"Dune"` without an author.
    private func describe(_ book: Book) -> String {
        "\"\(book.title)\"" + (book.author.map { " by \($0)" } ?? "")
    }
}
