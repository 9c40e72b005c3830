import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// In the preview context every dependency has a value of its own: sample books in memory, Ada signed
// in, and Inject's fixed preview date, so a preview shows the same thing on every run and saves nothing.
@MainActor
@Suite struct PreviewTests {
    @Test(.injecting(context: .preview))
    func previewsShowTheSampleBooksAndAdasPage() async throws {
        let model = ReadingList()

        #expect(try await model.books().map(\.title) == ["The Left Hand of Darkness", "Dune", "Neuromancer"])
        #expect(try await model.signedInReader() == InMemoryBookStore.previewReader)
        let dune = try await model.book(matching: "2")
        let detail = try await model.detail(for: dune)
        #expect(try await detail.page() == 96)
        #expect(detail.daysOnList == 3)
    }

    @Test(.injecting(context: .preview))
    func eachPreviewGetsAStoreOfItsOwn() async throws {
        let model = ReadingList()
        try await model.add(title: "Hyperion")

        let other = withInjected(context: .preview) { ReadingList() }
        #expect(try await other.books().count == 3)
    }

    @Test(.injectionIsolated)
    func thePreviewFlagRunsOnPreviewDependenciesAndLeavesTheGivenModelAlone() async {
        let cli = CommandLineInterface()

        let result = await cli.run(arguments: ["add", "Hyperion", "--preview"])

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("Preview: sample books in memory, nothing saved.\nAdded \"Hyperion\" as #4 ("))
        #expect(!cli.readingList.$store.isResolved)
    }

    @Test(.injectionIsolated)
    func thePreviewGraphSaysEveryResolutionWasAPreviewOne() async {
        let output = await CommandLineInterface().run(arguments: ["show", "2", "--preview", "--graph"]).output

        let edges = output.split(separator: "\n").filter { $0.contains("-->") }
        #expect(edges.count == 5)
        #expect(edges.allSatisfy { $0.contains(", preview\"") })
        #expect(output.hasPrefix("Preview: sample books in memory, nothing saved.\n\"Dune\" by Frank Herbert"))
        #expect(output.contains("Ada is on page 96."))
    }
}
