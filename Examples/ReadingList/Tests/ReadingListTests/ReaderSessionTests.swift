import Foundation
import Inject
import InjectTesting
import ReadingListCore
import Testing

// A reader's progress belongs to their session: models of the session share one tracker, and signing
// out ends `Lease.session`, which releases it.
//
// The suite's trait makes a new in-memory store for each test, so every test starts with nobody signed
// in, whatever the others do in parallel.
@MainActor
@Suite(
    .injecting(
        \.bookStore,
        AsyncDefault(ready: InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer]))
    ),
    .reportingLeaks()
)
struct ReaderSessionTests {
    // MARK: - Signing in and out

    @Test func eachTestStartsWithNobodySignedIn() async throws {
        let model = ReadingList()
        #expect(try await model.signedInReader() == nil)

        #expect(try await model.signIn("  Ada ") == "Ada")

        #expect(try await sharedStore()?.signedInReader == "Ada")
    }

    @Test func aBlankNameIsRefused() async throws {
        let model = ReadingList()
        await #expect(throws: ReadingListError.emptyReaderName) {
            try await model.signIn("  ")
        }
        #expect(try await model.signedInReader() == nil)
    }

    @Test func signingOutSaysWhoWasSignedOut() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")

        #expect(try await model.signOut() == "Ada")
        #expect(try await model.signOut() == nil)
    }

    // MARK: - The session's progress

    @Test func modelsOfOneSessionShareTheReadersProgress() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")

        let dune = try await model.detail(for: SampleBooks.dune)
        let neuromancer = try await model.detail(for: SampleBooks.neuromancer)

        #expect(dune.progress === neuromancer.progress)
        #expect(dune.progress?.reader == "Ada")
    }

    @Test func signingOutReleasesTheProgressOfTheSession() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")
        let detail = try await model.detail(for: SampleBooks.dune)
        weak let progress = detail.progress
        #expect(progress != nil)

        try await model.signOut()

        // The detail is still alive, but the lease released the tracker its point held.
        #expect(progress == nil)
        withExtendedLifetime(detail) {}
    }

    @Test func signingInAsSomeoneElseEndsTheFirstSession() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")
        weak let adas = try await model.detail(for: SampleBooks.dune).progress

        try await model.signIn("Bob")

        #expect(adas == nil)
        #expect(try await model.detail(for: SampleBooks.dune).progress?.reader == "Bob")
    }

    @Test func signingInAgainKeepsTheSession() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")
        weak let progress = try await model.detail(for: SampleBooks.dune).progress

        try await model.signIn("Ada")

        #expect(progress != nil)
        #expect(
            await CommandLineInterface(readingList: model).run(arguments: ["login", "Ada"]).output
                == "Signed in as Ada."
        )
    }

    @Test func pagesAreSavedPerReader() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")
        try await model.detail(for: SampleBooks.dune).setPage(120)
        try await model.signIn("Bob")

        #expect(try await model.detail(for: SampleBooks.dune).page() == nil)
        #expect(try await sharedStore()?.progress == ["Ada": [SampleBooks.dune.id: 120]])
    }

    @Test func progressNeedsSomeoneSignedIn() async throws {
        let detail = try await ReadingList().detail(for: SampleBooks.dune)

        #expect(detail.progress == nil)
        await #expect(throws: ReadingListError.notSignedIn) {
            try await detail.setPage(12)
        }
    }

    @Test func aPageBelowOneIsRefused() async throws {
        let model = ReadingList()
        try await model.signIn("Ada")
        await #expect(throws: ReadingListError.invalidPage(0)) {
            try await model.detail(for: SampleBooks.dune).setPage(0)
        }
    }

    // MARK: - On the command line

    @Test func loginProgressAndLogoutOnTheCommandLine() async {
        let cli = CommandLineInterface()

        #expect(
            await cli.run(arguments: ["progress", "1", "12"]).output == """
                error: Nobody is signed in. Sign in with: swift run ReadingList login <name>
                """
        )
        #expect(await cli.run(arguments: ["login", "Ada"]).output == "Signed in as Ada.")
        #expect(
            await cli.run(arguments: ["progress", "1", "120"]).output
                == "Ada is on page 120 of \"Dune\" by Frank Herbert."
        )
        #expect(await cli.run(arguments: ["login", "Bob"]).output == "Signed out Ada. Signed in as Bob.")
        #expect(await cli.run(arguments: ["logout"]).output == "Signed out Bob.")
        #expect(await cli.run(arguments: ["logout"]).output == "Nobody was signed in.")
    }
}
