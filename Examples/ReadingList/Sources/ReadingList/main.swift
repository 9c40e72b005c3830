// The program: run one command against the default reading list, print, exit.
//
// Everything testable lives in ReadingListCore; this file only connects it to the process.
// Top-level code runs on the main actor, where the model and its injected store live; it awaits the
// command, which opens the store (reads its file) off the main actor on its first use.
import Foundation
import ReadingListCore

let result = await CommandLineInterface().run(arguments: Array(CommandLine.arguments.dropFirst()))
if result.isSuccess {
    print(result.output)
} else {
    FileHandle.standardError.write(Data((result.output + "\n").utf8))
}
exit(result.exitCode)
