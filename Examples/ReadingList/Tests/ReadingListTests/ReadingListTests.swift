import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// The model adds, finds, marks and removes books through the store, clock and ids it injects; each test
// replaces them on its own model, and strict mode fails a test that reaches a default it did not replace.
@MainActor
@Suite(.injectionIsolated, .reportingLeaks())
struct ReadingListTests {
    // MARK: - Swapping the store

    @Test func injectingAStoreMakesTheModelSaveThere() async throws {
        let store = InMemoryBookStore()
        let model = ReadingList()
            .injecting(AsyncDefault(ready: store), for: \.store)
            .injecting(.constant(SampleBooks.addedDate), for: \.now)
            .injecting(UUIDGenerator { SampleBooks.dune.id }, for: \.uuid)

        let book = try await model.add(title: "Dune", author: "Frank Herbert")

        #expect(book == SampleBooks.dune)
        #expect(store.books == [SampleBooks.dune])
        #expect(store.saveCount == 1)
        #expect(model.$store.source == .injectionPoint)
    }

    @Test func overrideSwitchesStoresAfterTheFirstUse() async throws {
        let first = InMemoryBookStore(books: [SampleBooks.dune])
        let second = InMemoryBookStore(books: [SampleBooks.neuromancer])
        let model = ReadingList().injecting(AsyncDefault(ready: first), for: \.store)
        #expect(try await model.books() == [SampleBooks.dune])

        model.$store.override(AsyncDefault(ready: second))

        #expect(try await model.books() == [SampleBooks.neuromancer])
        #expect(first.books == [SampleBooks.dune])
    }

    @Test func injectingIntoOneModelLeavesAnotherOnItsOwnStore() async throws {
        let mine = InMemoryBookStore()
        let theirs = InMemoryBookStore()
        let model = ReadingList.testing(store: mine)
        let other = ReadingList.testing(store: theirs)

        try await model.add(title: "Dune")

        #expect(mine.books.map(\.title) == ["Dune"])
        #expect(try await other.books().isEmpty)
    }

    @Test func creatingAModelResolvesNothing() {
        let model = ReadingList()
        #expect(!model.$store.isResolved)
        #expect(!model.$now.isResolved)
        #expect(!model.$uuid.isResolved)
    }

    // MARK: - Adding

    @Test func addAppendsWithTheInjectedClockAndIDs() async throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)

        let first = try await model.add(title: "Neuromancer")
        let second = try await model.add(title: "Hyperion")

        #expect(store.books.map(\.title) == ["Dune", "Neuromancer", "Hyperion"])
        #expect(first.id.uuidString == "00000001-0000-4000-8000-000000000000")
        #expect(second.id.uuidString == "00000002-0000-4000-8000-000000000000")
        #expect(first.dateAdded == SampleBooks.addedDate)
        #expect(!first.isRead)
    }

    @Test func addTrimsTheTitleAndDropsABlankAuthor() async throws {
        let model = ReadingList.testing()

        let book = try await model.add(title: "  Dune \n", author: "   ")

        #expect(book.title == "Dune")
        #expect(book.author == nil)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func addRejectsABlankTitle(title: String) async throws {
        let store = InMemoryBookStore()
        let model = ReadingList.testing(store: store)

        await #expect(throws: ReadingListError.emptyTitle) {
            try await model.add(title: title, author: "Someone")
        }
        #expect(store.saveCount == 0)
    }

    // MARK: - Marking as read

    @Test func markReadDatesTheBookWithTheInjectedClock() async throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store, now: SampleBooks.readDate)

        let book = try await model.markRead(SampleBooks.dune.id)

        #expect(book.dateRead == SampleBooks.readDate)
        #expect(store.books.first?.dateRead == SampleBooks.readDate)
    }

    @Test func markingAReadBookAgainKeepsTheFirstDate() async throws {
        let store = InMemoryBookStore(books: [SampleBooks.neuromancer])
        let model = ReadingList.testing(store: store, now: Date(timeIntervalSince1970: 1_800_000_000))

        let book = try await model.markRead(SampleBooks.neuromancer.id)

        #expect(book.dateRead == SampleBooks.readDate)
        #expect(store.saveCount == 0)
    }

    @Test func markReadReportsAnUnknownID() async {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)
        let unknown = SampleBooks.neuromancer.id

        await #expect(throws: ReadingListError.unknownID(unknown)) {
            try await model.markRead(unknown)
        }
        #expect(store.books == [SampleBooks.dune])
    }

    // MARK: - Removing

    @Test func removeDeletesOnlyThatBook() async throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer])
        let model = ReadingList.testing(store: store)

        let removed = try await model.remove(SampleBooks.dune.id)

        #expect(removed == SampleBooks.dune)
        #expect(store.books == [SampleBooks.neuromancer])
    }

    @Test func removeReportsAnUnknownIDAndSavesNothing() async {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)
        let unknown = SampleBooks.neuromancer.id

        await #expect(throws: ReadingListError.unknownID(unknown)) {
            try await model.remove(unknown)
        }
        #expect(store.books == [SampleBooks.dune])
        #expect(store.saveCount == 0)
    }

    // MARK: - Finding a book

    @Test(arguments: [
        ("1", SampleBooks.dune),
        ("3", SampleBooks.leftHand),
        ("d0e0", SampleBooks.dune),
        ("BEEF1111", SampleBooks.leftHand),
        ("beef0000-0000-4000-8000-000000000002", SampleBooks.neuromancer),
    ])
    func bookMatchingFindsByNumberOrID(reference: String, expected: Book) async throws {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        #expect(try await model.book(matching: reference) == expected)
    }

    @Test(arguments: ["0", "4", "99999999999999999999", "d0e", "", "FFFF"])
    func bookMatchingReportsNoMatch(reference: String) async {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        await #expect(throws: ReadingListError.noMatch(reference)) {
            try await model.book(matching: reference)
        }
    }

    @Test func bookMatchingReportsAnAmbiguousPrefix() async {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        await #expect(throws: ReadingListError.ambiguous("beef", matches: 2)) {
            try await model.book(matching: "beef")
        }
    }

    // MARK: - Store failures

    @Test func storeErrorsReachTheCaller() async {
        let model = ReadingList.testing(store: FailingBookStore())
        await #expect(throws: BookStoreError.self) {
            try await model.add(title: "Dune")
        }
    }
}
