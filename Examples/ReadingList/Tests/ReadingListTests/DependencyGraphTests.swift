import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// Showing a book resolves one store for the whole program, reached by the list and by the reader's
// progress, and binds the progress to the reader, once per session.
@MainActor
@Suite(
    .injecting {
        $0[\.bookStore] = AsyncDefault(ready: InMemoryBookStore(books: [SampleBooks.dune], signedInReader: "Ada"))
        $0[\.now] = .constant(SampleBooks.addedDate)
        $0[\.timeZone] = TimeZone(identifier: "GMT")!
    }
)
struct DependencyGraphTests {
    let store = keyPathName(\DefaultValues.bookStore)
    let progress = keyPathName(\DefaultValues.[readingProgressFor: "Ada"])

    @Test func showingABookResolvesOneSharedPermanentStore() async {
        let cli = CommandLineInterface()

        let graph = await withDependencyGraph { _ = await cli.run(arguments: ["show", "1"]) }

        let storeEdges = graph.edges.filter { $0.dependency == store }
        #expect(storeEdges.map(\.requester).map(fileName) == ["ReadingList.swift", "ReadingProgress.swift"])
        #expect(storeEdges.allSatisfy { $0.scope == .shared && $0.lifespan == .permanent })
        #expect(graph.edges.contains { $0.dependency == progress && $0.scope == .shared })
        #expect(graph.dependencies.contains("\\.now"))
    }

    @Test func aSecondBookOfTheSessionReusesTheReadersProgress() async throws {
        let model = ReadingList()
        _ = try await model.detail(for: SampleBooks.dune).page()

        let graph = try await withDependencyGraph { _ = try await model.detail(for: SampleBooks.dune).page() }

        // The detail's point finds the session's tracker: no new tracker, so nothing asks for the store.
        #expect(graph.edges.contains { $0.dependency == progress })
        #expect(!graph.dependencies.contains(store))
    }

    /// `ReadingListCore/ReadingList.swift:31` → `ReadingList.swift`.
    private func fileName(_ requester: String) -> String {
        String(requester.split(separator: "/").last?.split(separator: ":").first ?? "")
    }
}
