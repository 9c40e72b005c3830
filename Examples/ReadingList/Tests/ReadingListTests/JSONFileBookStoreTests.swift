import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// The JSON store saves the list, the signed-in reader and each reader's pages in files that load back
// unchanged, under the injected directory; every test works in a temporary directory of its own.
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

    // MARK: - Readers and progress

    @Test func theSignedInReaderLoadsBackAndSigningOutDeletesTheFile() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory)
            #expect(try store.loadSignedInReader() == nil)

            try store.saveSignedInReader("Ada Lovelace")
            #expect(try JSONFileBookStore(directory: directory).loadSignedInReader() == "Ada Lovelace")

            try store.saveSignedInReader(nil)
            #expect(try store.loadSignedInReader() == nil)
            #expect(!FileManager.default.fileExists(atPath: store.readerFileURL.path))
        }
    }

    @Test func eachReadersPagesLoadBackFromAFileOfTheirOwn() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory)

            try store.saveProgress([SampleBooks.dune.id: 120, SampleBooks.leftHand.id: 7], of: "Ada")
            try store.saveProgress([SampleBooks.dune.id: 3], of: "Ada/..")

            let reloaded = JSONFileBookStore(directory: directory)
            #expect(try reloaded.loadProgress(of: "Ada") == [SampleBooks.dune.id: 120, SampleBooks.leftHand.id: 7])
            #expect(try reloaded.loadProgress(of: "Ada/..") == [SampleBooks.dune.id: 3])
            #expect(try reloaded.loadProgress(of: "Bob").isEmpty)
            #expect(store.progressFileURL(of: "Ada/..").lastPathComponent == "Ada%2F%2E%2E.json")
        }
    }

    @Test func aProgressFileWithoutBookIDsIsUnreadable() throws {
        try withTemporaryDirectory { directory in
            let store = JSONFileBookStore(directory: directory)
            let file = store.progressFileURL(of: "Ada")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(#"{"Dune": 120}"#.utf8).write(to: file)

            #expect(throws: BookStoreError.unreadable(file: file, reason: "\"Dune\" is not a book id")) {
                try store.loadProgress(of: "Ada")
            }
        }
    }

    // MARK: - The default store

    @Test(.injecting(context: .live))
    func theLiveStoreIsTheJSONStoreUnderTheInjectedDirectory() async throws {
        try await withTemporaryDirectory { directory in
            let model = withInjected(\.readingListDirectory, directory) { ReadingList() }
            let store = try #require(try await model.store.value as? JSONFileBookStore)
            #expect(model.$store.source == .defaultValue)

            try await model.add(title: "Dune", author: "Frank Herbert")

            #expect(store.fileURL == directory.appendingPathComponent("books.json"))
            #expect(try JSONFileBookStore(directory: directory).load().map(\.title) == ["Dune"])
        }
    }

    @Test(.injecting(context: .live))
    func theLiveStoreOpensWithTheSavedListAndAFailedOpeningIsNotKept() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(JSONFileBookStore.fileName)
            try Data("not json".utf8).write(to: file)
            let model = withInjected(\.readingListDirectory, directory) { ReadingList() }

            await #expect(throws: BookStoreError.self) { try await model.books() }

            try JSONFileBookStore(directory: directory).save([SampleBooks.dune])
            #expect(try await model.books() == [SampleBooks.dune])
        }
    }

    @Test func openingReadsTheListOnce() async throws {
        try await withTemporaryDirectory { directory in
            try JSONFileBookStore(directory: directory).save([SampleBooks.dune])

            let store = try await JSONFileBookStore.open(in: directory)
            try FileManager.default.removeItem(at: store.fileURL)

            #expect(try store.load() == [SampleBooks.dune])
        }
    }

    @Test(.injecting(context: .live))
    func theLiveDirectoryIsTheDataDirectory() {
        let store = JSONFileBookStore()
        #expect(!store.$directory.isResolved)

        #expect(store.directory == ReadingListDirectory.defaultURL())
        #expect(store.$directory.source == .defaultValue)
    }
}
