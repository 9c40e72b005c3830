// The program: run one command against the default reading list, print, exit.
//
// Everything testable lives in ReadingListCore; this file only connects it to the process.
// Top-level code runs on the main actor, where the model and its injected store live.
import Foundation
import ReadingListCore

let result = CommandLineInterface().run(arguments: Array(CommandLine.arguments.dropFirst()))
if result.isSuccess {
    print(result.output)
} else {
    FileHandle.standardError.write(Data((result.output + "\n").utf8))
}
exit(result.exitCode)
