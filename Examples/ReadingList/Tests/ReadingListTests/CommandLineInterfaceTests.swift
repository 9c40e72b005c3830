import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// The command line turns arguments into calls on the model and its outcome into text and an exit code.
@MainActor
@Suite(.injectionIsolated, .reportingLeaks())
struct CommandLineInterfaceTests {
    // MARK: - A run of commands

    @Test func aBareRunShowsUsageAndAnEmptyList() async {
        let cli = CommandLineInterface(readingList: .testing())

        let result = await cli.run(arguments: [])

        #expect(result.exitCode == 0)
        #expect(result.output == CommandLineInterface.usage + "\n\nNo books yet.")
    }

    @Test func commandsAddListReadAndRemove() async {
        let store = InMemoryBookStore()
        let cli = CommandLineInterface(readingList: .testing(store: store))

        #expect(
            await cli.run(arguments: ["add", "Dune", "--author", "Frank Herbert"]).output
                == "Added \"Dune\" by Frank Herbert as #1 (00000001)."
        )
        #expect(await cli.run(arguments: ["add", "Neuromancer"]).output == "Added \"Neuromancer\" as #2 (00000002).")
        cli.readingList.now = .constant(SampleBooks.readDate)
        #expect(await cli.run(arguments: ["read", "1"]).output == "Marked \"Dune\" by Frank Herbert as read.")
        #expect(
            await cli.run(arguments: ["list"]).output == """
                Reading list: 2 books, 1 read
                  1. [x] "Dune" by Frank Herbert  (00000001)
                  2. [ ] "Neuromancer"  (00000002)
                """
        )
        #expect(await cli.run(arguments: ["remove", "00000002"]).output == "Removed \"Neuromancer\".")

        #expect(store.books.map(\.title) == ["Dune"])
        #expect(store.books.first?.dateRead == SampleBooks.readDate)
    }

    @Test func aBareRunListsExistingBooks() async {
        let store = InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer])
        let cli = CommandLineInterface(readingList: ReadingList().injecting(AsyncDefault(ready: store), for: \.store))

        let output = await cli.run(arguments: []).output

        #expect(output.hasPrefix(CommandLineInterface.usage))
        #expect(output.hasSuffix("  2. [x] \"Neuromancer\" by William Gibson  (BEEF0000)"))
    }

    @Test func listingAnEmptyListSaysHowToAdd() async {
        let cli = CommandLineInterface(readingList: .testing())
        #expect(await cli.run(arguments: ["list"]).output.hasPrefix("No books yet. Add one with:"))
    }

    @Test func readingAReadBookSaysSo() async {
        let cli = CommandLineInterface(
            readingList: .testing(store: InMemoryBookStore(books: [SampleBooks.neuromancer]))
        )
        let result = await cli.run(arguments: ["read", "1"])
        #expect(result == CommandResult(output: "\"Neuromancer\" by William Gibson was already read.", exitCode: 0))
    }

    @Test func numbersAreAlignedPastNine() async throws {
        let cli = CommandLineInterface(readingList: .testing())
        for number in 1...10 {
            _ = await cli.run(arguments: ["add", "Book \(number)"])
        }
        let lines = await cli.run(arguments: ["list"]).output.split(separator: "\n")
        #expect(lines[1] == "   1. [ ] \"Book 1\"  (00000001)")
        #expect(lines[10] == "  10. [ ] \"Book 10\"  (0000000A)")
    }

    // MARK: - Failures

    @Test func usageErrorsExitWith64() async {
        let cli = CommandLineInterface(readingList: .testing())

        let result = await cli.run(arguments: ["frobnicate"])

        #expect(result.exitCode == CommandResult.usageErrorCode)
        #expect(result.output == "error: Unknown command \"frobnicate\".\nRun 'swift run ReadingList help' for usage.")
    }

    @Test func aBlankTitleFailsWithoutSaving() async {
        let store = InMemoryBookStore()
        let cli = CommandLineInterface(readingList: .testing(store: store))

        let result = await cli.run(arguments: ["add", "   "])

        #expect(result == CommandResult(output: "error: A book needs a title.", exitCode: 1))
        #expect(store.saveCount == 0)
    }

    @Test func removingAnUnknownBookFails() async {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let cli = CommandLineInterface(readingList: .testing(store: store))

        let result = await cli.run(arguments: ["remove", "2"])

        #expect(result.exitCode == CommandResult.failureCode)
        #expect(
            result.output == "error: No book matches \"2\".\nRun 'swift run ReadingList list' to see numbers and ids."
        )
        #expect(store.books == [SampleBooks.dune])
    }

    @Test func aBrokenStoreIsReportedWithItsFile() async {
        let cli = CommandLineInterface(readingList: .testing(store: FailingBookStore()))

        let result = await cli.run(arguments: ["list"])

        #expect(result.exitCode == CommandResult.failureCode)
        #expect(result.output == "error: Could not read /nonexistent/books.json: Input/output error")
    }
}

/// `--graph` appends the dependency graph of the command, as a Mermaid flowchart.
@MainActor
@Suite struct GraphFlagTests {
    @Test(.injecting(\.bookStore, AsyncDefault(ready: InMemoryBookStore())))
    func theGraphFlagPrintsWhatTheCommandResolved() async {
        let result = await CommandLineInterface().run(arguments: ["list", "--graph"])

        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "No books yet. Add one with: swift run ReadingList add \"Title\" --author \"Name\"")
        #expect(lines.contains("Dependency graph (Mermaid):"))
        #expect(lines.contains("flowchart LR"))
        // Mermaid's entity codes for the brackets of `\.<BookStore>`, the name on Linux.
        let store = keyPathName(\DefaultValues.bookStore)
            .split(separator: "<", omittingEmptySubsequences: false).joined(separator: "#lt;")
            .split(separator: ">", omittingEmptySubsequences: false).joined(separator: "#gt;")
        #expect(lines.contains { $0.contains("([\"\(store)\"])") && $0.contains("shared, permanent, frameOverride") })
    }

    @Test(.injecting(\.bookStore, AsyncDefault(ready: InMemoryBookStore())))
    func withoutTheFlagNoGraphIsPrinted() async {
        #expect(await !CommandLineInterface().run(arguments: ["list"]).output.contains("flowchart"))
    }
}
