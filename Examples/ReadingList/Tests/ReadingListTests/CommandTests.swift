import ReadingListCore
import Testing

@Suite struct CommandTests {
    // MARK: - Well-formed commands

    @Test(arguments: [
        ([], Command.overview),
        (["help"], .help),
        (["--help"], .help),
        (["-h"], .help),
        (["list"], .list),
        (["ls"], .list),
        (["add", "Dune"], .add(title: "Dune", author: nil)),
        (["add", "Dune", "--author", "Frank Herbert"], .add(title: "Dune", author: "Frank Herbert")),
        (["add", "--author=Frank Herbert", "Dune"], .add(title: "Dune", author: "Frank Herbert")),
        (
            ["add", "-a", "Ursula K. Le Guin", "The", "Dispossessed"],
            .add(title: "The Dispossessed", author: "Ursula K. Le Guin")
        ),
        (["add", "--", "-1 Below"], .add(title: "-1 Below", author: nil)),
        (["add", ""], .add(title: "", author: nil)),
        (["read", "1"], .read("1")),
        (["remove", "d0e0"], .remove("d0e0")),
        (["rm", "2"], .remove("2")),
    ])
    func parses(arguments: [String], expected: Command) throws {
        #expect(try Command(arguments: arguments) == expected)
    }

    // MARK: - Usage errors

    @Test(arguments: [
        (["delete", "1"], UsageError.unknownCommand("delete")),
        (["add"], .missingArgument(command: "add", argument: "title")),
        (["add", "--author", "Frank Herbert"], .missingArgument(command: "add", argument: "title")),
        (["add", "Dune", "--author"], .missingValue(option: "--author")),
        (["add", "Dune", "--year", "1965"], .unknownOption(command: "add", option: "--year")),
        (["read"], .missingArgument(command: "read", argument: "number-or-id")),
        (["remove", "1", "2"], .unexpectedArgument(command: "remove", argument: "2")),
        (["list", "all"], .unexpectedArgument(command: "list", argument: "all")),
    ])
    func rejects(arguments: [String], expected: UsageError) {
        #expect(throws: expected) {
            try Command(arguments: arguments)
        }
    }
}
