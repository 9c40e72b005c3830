import Foundation
import Inject
import ReadingListCore
import Testing

@MainActor
@Suite struct JSONFileBookStoreTests {
    // MARK: - Round trip

    @Test func savedBooksLoadBackInOrder() throws {
        try withTemporaryDirectory { directory in
            let books = [SampleBooks.dune, SampleBooks.neuromancer, SampleBooks.leftHand]

            try JSONFileBookStore(directory: directory).save(books)

            #expect(try JSONFileBookStore(directory: directory).load() == books)
        }
    }

    @Test func aMissingFileIsAnEmptyList() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory.appendingPathComponent("never-created"))
            let books = try store.load()
            #expect(books.isEmpty)
        }
    }

    @Test func savingCreatesTheDirectoryAndReadableJSON() throws {
        try withTemporaryDirectory { directory in
            let nested = directory.appendingPathComponent("a/b", isDirectory: true)
            let store = JSONFileBookStore(directory: nested)

            try store.save([SampleBooks.dune])

            #expect(store.fileURL == nested.appendingPathComponent("books.json"))
            let json = try String(contentsOf: store.fileURL, encoding: .utf8)
            #expect(json.contains(#""title" : "Dune""#))
            #expect(json.contains(#""dateAdded" : "2023-11-14T22:13:20Z""#))
        }
    }

    @Test func savingReplacesTheWholeList() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory)
            try store.save([SampleBooks.dune, SampleBooks.neuromancer])

            try store.save([SampleBooks.leftHand])

            #expect(try store.load() == [SampleBooks.leftHand])
        }
    }

    // MARK: - Failures

    @Test func aCorruptFileIsUnreadable() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory)
            try Data("not json".utf8).write(to: store.fileURL)

            #expect {
                try store.load()
            } throws: { error in
                guard case BookStoreError.unreadable(let file, _) = error else { return false }
                return file == store.fileURL
            }
        }
    }

    @Test func aDirectoryThatIsAFileIsUnwritable() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("blocker")
            try Data().write(to: blocker)
            let store = JSONFileBookStore(directory: blocker)

            #expect {
                try store.save([SampleBooks.dune])
            } throws: { error in
                guard case BookStoreError.unwritable = error else { return false }
                return true
            }
        }
    }

    // MARK: - The default store

    @Test func theDefaultStoreIsTheJSONStoreUnderTheInjectedDirectory() throws {
        try withTemporaryDirectory { directory in
            let model = ReadingList()
            let store = try #require(model.store as? JSONFileBookStore)
            #expect(model.$store.source == .defaultValue)
            store.injecting(directory, for: \.directory)

            try model.add(title: "Dune", author: "Frank Herbert")

            #expect(store.fileURL == directory.appendingPathComponent("books.json"))
            #expect(try JSONFileBookStore(directory: directory).load().map(\.title) == ["Dune"])
        }
    }

    @Test func theDirectoryDefaultsToTheDataDirectory() {
        let store = JSONFileBookStore()
        #expect(!store.$directory.isResolved)

        #expect(store.directory == ReadingListDirectory.defaultURL())
        #expect(store.$directory.source == .defaultValue)
    }
}
