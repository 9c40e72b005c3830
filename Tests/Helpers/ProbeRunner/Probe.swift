import Foundation
import Testing

/// Runs a helper program in a subprocess, for behaviour that stops the process: the test targets that
/// check such behaviour share it. The program is `InjectProbe` unless a call names another:
/// `InjectTestingProbe`, which links InjectTesting, for InjectTesting's own calls.
package enum Probe {
    /// How a run of the probe ended.
    package struct Outcome {
        /// The exit status: not `0` when the process stopped.
        package let status: Int32
        /// Everything the probe printed, standard output and standard error together.
        package let output: String
    }

    /// Runs one scenario of the probe `program` and returns its exit status and everything it printed.
    package static func run(
        _ scenario: String,
        of program: String = "InjectProbe",
        environment: [String: String] = [:]
    ) throws -> Outcome {
        try run(scenario, at: try executable(program), environment: environment)
    }

    /// Runs one scenario of the probe at `url`, such as a copy of a probe made for one test.
    package static func run(
        _ scenario: String,
        at url: URL,
        environment: [String: String] = [:]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = [scenario]
        // The crash backtrace takes seconds and adds nothing the tests read.
        var inherited = ProcessInfo.processInfo.environment
        for name in ["INJECT_CONTEXT", "XCODE_RUNNING_FOR_PREVIEWS"] { inherited[name] = nil }
        process.environment = inherited.merging(environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs a scenario that must stop the process after printing "reached" (so that the stop is the one
    /// under test, not an earlier one), recording an issue at the caller where it does not.
    package static func runStopping(
        _ scenario: String,
        of program: String = "InjectProbe",
        environment: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let outcome = try run(scenario, of: program, environment: environment)
        #expect(outcome.status != 0, "\(scenario) did not stop", sourceLocation: sourceLocation)
        #expect(outcome.output.contains("reached"), "\(scenario) stopped early", sourceLocation: sourceLocation)
        return outcome
    }

    /// Where the source of the probe `program` names `marker`, as the probe's messages write a location
    /// (`InjectProbe/main.swift:12`), so that a test that expects one does not break when lines move.
    ///
    /// The marker must be on exactly one line of the file; otherwise the result says so, and the
    /// message that should contain it does not.
    package static func site(
        of marker: String,
        in file: String = "main.swift",
        of program: String = "InjectProbe"
    ) -> String {
        let source = URL(fileURLWithPath: #filePath)  // Tests/Helpers/ProbeRunner/Probe.swift
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("\(program)/\(file)")
        let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let found = lines.indices.filter { lines[$0].contains(marker) }
        guard found.count == 1 else { return "<\(marker) is on \(found.count) lines of \(source.path)>" }
        return "\(program)/\(file):\(found[0] + 1)"
    }

    /// The probe `program` sits beside the test bundle in the build folder.
    package static func executable(_ program: String) throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ProbeNotFound(searchedFrom: bundle.path)
    }

    /// The probe was not found beside the test bundle.
    package struct ProbeNotFound: Error {
        /// The folder the search started from.
        package let searchedFrom: String
    }
}
