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

    @Test func injectingAStoreMakesTheModelSaveThere() throws {
        let store = InMemoryBookStore()
        let model = ReadingList()
            .injecting(store, for: \.store)
            .injecting(.constant(SampleBooks.addedDate), for: \.now)
            .injecting(UUIDGenerator { SampleBooks.dune.id }, for: \.uuid)

        let book = try model.add(title: "Dune", author: "Frank Herbert")

        #expect(book == SampleBooks.dune)
        #expect(store.books == [SampleBooks.dune])
        #expect(store.saveCount == 1)
        #expect(model.$store.source == .injectionPoint)
    }

    @Test func overrideSwitchesStoresAfterTheFirstUse() throws {
        let first = InMemoryBookStore(books: [SampleBooks.dune])
        let second = InMemoryBookStore(books: [SampleBooks.neuromancer])
        let model = ReadingList().injecting(first, for: \.store)
        #expect(try model.books() == [SampleBooks.dune])

        model.$store.override(second)

        #expect(try model.books() == [SampleBooks.neuromancer])
        #expect(first.books == [SampleBooks.dune])
    }

    @Test func injectingIntoOneModelLeavesAnotherOnItsOwnStore() throws {
        let mine = InMemoryBookStore()
        let theirs = InMemoryBookStore()
        let model = ReadingList.testing(store: mine)
        let other = ReadingList.testing(store: theirs)

        try model.add(title: "Dune")

        #expect(mine.books.map(\.title) == ["Dune"])
        #expect(try other.books().isEmpty)
    }

    @Test func creatingAModelResolvesNothing() {
        let model = ReadingList()
        #expect(!model.$store.isResolved)
        #expect(!model.$now.isResolved)
        #expect(!model.$uuid.isResolved)
    }

    // MARK: - Adding

    @Test func addAppendsWithTheInjectedClockAndIDs() throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)

        let first = try model.add(title: "Neuromancer")
        let second = try model.add(title: "Hyperion")

        #expect(store.books.map(\.title) == ["Dune", "Neuromancer", "Hyperion"])
        #expect(first.id.uuidString == "00000001-0000-4000-8000-000000000000")
        #expect(second.id.uuidString == "00000002-0000-4000-8000-000000000000")
        #expect(first.dateAdded == SampleBooks.addedDate)
        #expect(!first.isRead)
    }

    @Test func addTrimsTheTitleAndDropsABlankAuthor() throws {
        let model = ReadingList.testing()

        let book = try model.add(title: "  Dune \n", author: "   ")

        #expect(book.title == "Dune")
        #expect(book.author == nil)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func addRejectsABlankTitle(title: String) throws {
        let store = InMemoryBookStore()
        let model = ReadingList.testing(store: store)

        #expect(throws: ReadingListError.emptyTitle) {
            try model.add(title: title, author: "Someone")
        }
        #expect(store.saveCount == 0)
    }

    // MARK: - Marking as read

    @Test func markReadDatesTheBookWithTheInjectedClock() throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store, now: SampleBooks.readDate)

        let book = try model.markRead(SampleBooks.dune.id)

        #expect(book.dateRead == SampleBooks.readDate)
        #expect(store.books.first?.dateRead == SampleBooks.readDate)
    }

    @Test func markingAReadBookAgainKeepsTheFirstDate() throws {
        let store = InMemoryBookStore(books: [SampleBooks.neuromancer])
        let model = ReadingList.testing(store: store, now: Date(timeIntervalSince1970: 1_800_000_000))

        let book = try model.markRead(SampleBooks.neuromancer.id)

        #expect(book.dateRead == SampleBooks.readDate)
        #expect(store.saveCount == 0)
    }

    @Test func markReadReportsAnUnknownID() {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)
        let unknown = SampleBooks.neuromancer.id

        #expect(throws: ReadingListError.unknownID(unknown)) {
            try model.markRead(unknown)
        }
        #expect(store.books == [SampleBooks.dune])
    }

    // MARK: - Removing

    @Test func removeDeletesOnlyThatBook() throws {
        let store = InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer])
        let model = ReadingList.testing(store: store)

        let removed = try model.remove(SampleBooks.dune.id)

        #expect(removed == SampleBooks.dune)
        #expect(store.books == [SampleBooks.neuromancer])
    }

    @Test func removeReportsAnUnknownIDAndSavesNothing() {
        let store = InMemoryBookStore(books: [SampleBooks.dune])
        let model = ReadingList.testing(store: store)
        let unknown = SampleBooks.neuromancer.id

        #expect(throws: ReadingListError.unknownID(unknown)) {
            try model.remove(unknown)
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
    func bookMatchingFindsByNumberOrID(reference: String, expected: Book) throws {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        #expect(try model.book(matching: reference) == expected)
    }

    @Test(arguments: ["0", "4", "99999999999999999999", "d0e", "", "FFFF"])
    func bookMatchingReportsNoMatch(reference: String) {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        #expect(throws: ReadingListError.noMatch(reference)) {
            try model.book(matching: reference)
        }
    }

    @Test func bookMatchingReportsAnAmbiguousPrefix() {
        let model = ReadingList.testing(
            store: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand])
        )
        #expect(throws: ReadingListError.ambiguous("beef", matches: 2)) {
            try model.book(matching: "beef")
        }
    }

    // MARK: - Store failures

    @Test func storeErrorsReachTheCaller() {
        let model = ReadingList.testing(store: FailingBookStore())
        #expect(throws: BookStoreError.self) {
            try model.add(title: "Dune")
        }
    }
}
