import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// A book's detail model is made in its list's frame, so it resolves what the list was given, and it
// tells the time on the list and the dates by the injected clock and time zone.
@MainActor
@Suite(
    .injecting {
        $0[\.now] = .constant(SampleBooks.addedDate.addingTimeInterval(3 * 86_400 + 60))
        $0[\.timeZone] = TimeZone(identifier: "GMT")!
    },
    .reportingLeaks()
)
struct BookDetailModelTests {
    // MARK: - Made in the list's frame

    @Test func theDetailSeesTheStoreItsListWasMadeWith() async throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune], signedInReader: "Ada")
        let list = withInjected(\.bookStore, AsyncDefault(ready: store)) { ReadingList() }

        // Made after the frame closed: `withInjected(from:)` gives it the list's frame back.
        let detail = try await list.detail(for: SampleBooks.dune)
        try await detail.setPage(42)

        #expect(try await detail.progress?.store.value as? InMemoryBookStore === store)
        #expect(store.progress == ["Ada": [SampleBooks.dune.id: 42]])
    }

    @Test(.injecting(\.bookStore, AsyncDefault(ready: InMemoryBookStore())))
    func aDetailMadeOutsideTheListsScopeMissesItsReplacements() async throws {
        let store = InMemoryBookStore(signedInReader: "Ada")
        let list = withInjected(\.bookStore, AsyncDefault(ready: store)) { ReadingList() }

        let detail = BookDetailModel(book: SampleBooks.dune, reader: try await list.signedInReader())

        #expect(try await detail.progress?.store.value as? InMemoryBookStore !== store)
    }

    // MARK: - Dates

    @Test func daysOnListCountsWholeDaysByTheInjectedClock() {
        let detail = BookDetailModel(book: SampleBooks.dune, reader: nil)
        #expect(detail.daysOnList == 3)

        detail.now = .constant(SampleBooks.addedDate.addingTimeInterval(86_399))
        #expect(detail.daysOnList == 0)
    }

    @Test func daysAreShownInTheInjectedTimeZone() throws {
        let detail = BookDetailModel(book: SampleBooks.dune, reader: nil)
        #expect(detail.day(of: SampleBooks.addedDate) == "2023-11-14")  // 22:13 GMT

        detail.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(detail.day(of: SampleBooks.addedDate) == "2023-11-15")
    }

    // MARK: - On the command line

    @Test(
        .injecting(
            \.bookStore,
            AsyncDefault(
                ready: InMemoryBookStore(
                    books: [SampleBooks.dune, SampleBooks.neuromancer],
                    signedInReader: "Ada",
                    progress: ["Ada": [SampleBooks.dune.id: 96]]
                )
            )
        )
    )
    func showPrintsTheDatesAndTheReadersPage() async {
        let cli = CommandLineInterface()

        #expect(
            await cli.run(arguments: ["show", "1"]).output == """
                "Dune" by Frank Herbert  (D0E00000)
                Added 2023-11-14, 3 days ago; not read yet.
                Ada is on page 96.
                """
        )
        #expect(
            await cli.run(arguments: ["show", "2"]).output == """
                "Neuromancer" by William Gibson  (BEEF0000)
                Added 2023-11-14; read 2023-11-15.
                Ada has not started it.
                """
        )
    }
}
