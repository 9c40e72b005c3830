import Foundation
import ProbeRunner
import Testing

@testable import Inject

/// Messages, events and graphs name an app's own dependency by its property on every platform
/// (`\.weatherClient`, `\.[cityReport:]`): on Linux from the symbol of the key path's getter, in the
/// binary's symbol table; where a stripped binary has none, by the value's type.
@Suite struct KeyPathNameTests {
    @Test func aPropertyIsNamedByItsName() {
        #expect(keyPathName(\DefaultValues.frameReplaced) == "\\.frameReplaced")
        #expect(keyPathName(\DefaultValues.keyPathNamedClient) == "\\.keyPathNamedClient")
    }

    #if os(Linux)
        /// A subscript is named by its labels, as the issue's `\.[cityReport:]`.
        @Test func aSubscriptIsNamedByItsLabels() {
            #expect(keyPathName(\DefaultValues.[keyPathNamedReport: "Oslo"]) == "\\.[keyPathNamedReport:]")
        }

        @Test func theDemangledGetterGivesTheName() {
            let property =
                "key path getter for (extension in Weather):Inject.DefaultValues.weatherClient : Weather.Client : Inject.DefaultValues"
            let subscriptGetter =
                "key path getter for (extension in Weather):Inject.DefaultValues.subscript(cityReport: Swift.String, day: Swift.Int) -> Swift.Int : Inject.DefaultValues"
            #expect(KeyPathGetterSymbol.keyPathName(fromDemangled: property) == "\\.weatherClient")
            #expect(KeyPathGetterSymbol.keyPathName(fromDemangled: subscriptGetter) == "\\.[cityReport:day:]")
            #expect(KeyPathGetterSymbol.keyPathName(fromDemangled: "Inject.DefaultValues.x") == nil)
        }

        /// Another process names them too, from its own binary: a probe, as built.
        @Test func aProbeNamesItsDependenciesFromItsSymbols() throws {
            let outcome = try Probe.run("key-path-names")
            #expect(outcome.output.contains(#"names \.probeValue \.[probeReport:]"#), "\(outcome.output)")
        }

        /// A stripped copy of the probe has no symbol table: it names them by their types.
        @Test func aStrippedBinaryNamesThemByTheirTypes() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InjectStripped-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let stripped = folder.appendingPathComponent("InjectProbe")
            try FileManager.default.copyItem(at: try Probe.executable("InjectProbe"), to: stripped)
            let strip = Process()
            strip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            strip.arguments = ["strip", stripped.path]
            try strip.run()
            strip.waitUntilExit()
            try #require(strip.terminationStatus == 0, "strip failed")
            let outcome = try Probe.run("key-path-names", at: stripped)
            #expect(outcome.output.contains(#"names \.<Int> \.<Int>"#), "\(outcome.output)")
        }
    #endif
}

final class KeyPathNamedClient: Sendable {}

extension DefaultValues {
    var keyPathNamedClient: KeyPathNamedClient { KeyPathNamedClient() }
    subscript(keyPathNamedReport city: String) -> Int { city.count }
}
