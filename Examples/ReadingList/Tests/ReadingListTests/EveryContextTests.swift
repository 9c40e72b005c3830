import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// Every dependency of the reading list has a value in the program, in previews and in tests: a
// dependency added without a preview or test value fails here, before a preview or a test runs it.
@MainActor
@Suite(.injectionIsolated, .reportingLeaks())
struct EveryContextTests {
    @Test func everyDependencyHasAValueInEveryContext() {
        checkDependencies([\.bookStore, \.readingListDirectory, \.[readingProgressFor: "Ada"], \.now, \.uuid])
    }

    /// What a command reached, the dependencies the defaults resolved included, checked the same way.
    @Test(
        .injecting {
            $0[\.bookStore] = AsyncDefault(ready: InMemoryBookStore(books: [SampleBooks.dune], signedInReader: "Ada"))
            $0[\.now] = .constant(SampleBooks.addedDate)
            $0[\.timeZone] = TimeZone(identifier: "GMT")!
        }
    )
    func whatShowingABookResolvesHasAValueInEveryContext() async {
        let graph = await withDependencyGraph { _ = await CommandLineInterface().run(arguments: ["show", "1"]) }
        #expect(!graph.edges.isEmpty)
        checkDependencies(in: graph)
    }
}
