import Foundation
import PackagePlugin

/// Generates the keys of the scale scenario for the target it is applied to (ScaleKeys):
/// `ScaleKeys<count>.swift` for 10, 1,000 and 10,000 keys, written by ScaleKeyGenerator into the
/// plugin's work folder and compiled with the target's own sources. SwiftPM runs a command again only
/// when its output is missing or the generator changed.
@main
struct GenerateScaleKeys: BuildToolPlugin {
    /// The key counts of scenario 6; `Scale.swift` calls `scaleKeys<count>()` for each.
    static let counts = [10, 1_000, 10_000]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "ScaleKeyGenerator").url
        return Self.counts.map { count in
            let output = context.pluginWorkDirectoryURL.appending(path: "ScaleKeys\(count).swift")
            return .buildCommand(
                displayName: "Generating \(count) scale keys",
                executable: generator,
                arguments: [String(count), output.path],
                inputFiles: [generator],
                outputFiles: [output]
            )
        }
    }
}
