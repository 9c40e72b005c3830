import ReadingListCore
import Testing

// Parsing checks the shape of the arguments and names what is wrong; it never touches the list.
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
        (["show", "2"], .show("2")),
        (["progress", "d0e0", "120"], .progress("d0e0", page: 120)),
        (["login", "Ada Lovelace"], .login("Ada Lovelace")),
        (["logout"], .logout),
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
        (["progress", "1"], .missingArgument(command: "progress", argument: "page")),
        (["progress", "1", "ten"], .notANumber(command: "progress", argument: "page", value: "ten")),
        (["progress", "1", "10", "11"], .unexpectedArgument(command: "progress", argument: "11")),
        (["login"], .missingArgument(command: "login", argument: "name")),
        (["logout", "Ada"], .unexpectedArgument(command: "logout", argument: "Ada")),
    ])
    func rejects(arguments: [String], expected: UsageError) {
        #expect(throws: expected) {
            try Command(arguments: arguments)
        }
    }
}
