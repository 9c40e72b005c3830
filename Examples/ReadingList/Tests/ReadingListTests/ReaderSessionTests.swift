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
    .injecting(\.bookStore, InMemoryBookStore(books: [SampleBooks.dune, SampleBooks.neuromancer])),
    .reportingLeaks()
)
struct ReaderSessionTests {
    // MARK: - Signing in and out

    @Test func eachTestStartsWithNobodySignedIn() throws {
        let model = ReadingList()
        #expect(try model.signedInReader() == nil)

        #expect(try model.signIn("  Ada ") == "Ada")

        #expect(sharedStore()?.signedInReader == "Ada")
    }

    @Test func aBlankNameIsRefused() throws {
        let model = ReadingList()
        #expect(throws: ReadingListError.emptyReaderName) {
            try model.signIn("  ")
        }
        #expect(try model.signedInReader() == nil)
    }

    @Test func signingOutSaysWhoWasSignedOut() throws {
        let model = ReadingList()
        try model.signIn("Ada")

        #expect(try model.signOut() == "Ada")
        #expect(try model.signOut() == nil)
    }

    // MARK: - The session's progress

    @Test func modelsOfOneSessionShareTheReadersProgress() throws {
        let model = ReadingList()
        try model.signIn("Ada")

        let dune = try model.detail(for: SampleBooks.dune)
        let neuromancer = try model.detail(for: SampleBooks.neuromancer)

        #expect(dune.progress === neuromancer.progress)
        #expect(dune.progress?.reader == "Ada")
    }

    @Test func signingOutReleasesTheProgressOfTheSession() throws {
        let model = ReadingList()
        try model.signIn("Ada")
        let detail = try model.detail(for: SampleBooks.dune)
        weak let progress = detail.progress
        #expect(progress != nil)

        try withExtendedLifetime(detail) {
            try model.signOut()
            // The detail is still alive, but the lease released the tracker its point held.
            #expect(progress == nil)
        }
    }

    @Test func signingInAsSomeoneElseEndsTheFirstSession() throws {
        let model = ReadingList()
        try model.signIn("Ada")
        weak let adas = try model.detail(for: SampleBooks.dune).progress

        try model.signIn("Bob")

        #expect(adas == nil)
        #expect(try model.detail(for: SampleBooks.dune).progress?.reader == "Bob")
    }

    @Test func signingInAgainKeepsTheSession() throws {
        let model = ReadingList()
        try model.signIn("Ada")
        weak let progress = try model.detail(for: SampleBooks.dune).progress

        try model.signIn("Ada")

        #expect(progress != nil)
        #expect(
            CommandLineInterface(readingList: model).run(arguments: ["login", "Ada"]).output == "Signed in as Ada."
        )
    }

    @Test func pagesAreSavedPerReader() throws {
        let model = ReadingList()
        try model.signIn("Ada")
        try model.detail(for: SampleBooks.dune).setPage(120)
        try model.signIn("Bob")

        #expect(try model.detail(for: SampleBooks.dune).page() == nil)
        #expect(sharedStore()?.progress == ["Ada": [SampleBooks.dune.id: 120]])
    }

    @Test func progressNeedsSomeoneSignedIn() throws {
        let detail = try ReadingList().detail(for: SampleBooks.dune)

        #expect(detail.progress == nil)
        #expect(throws: ReadingListError.notSignedIn) {
            try detail.setPage(12)
        }
    }

    @Test func aPageBelowOneIsRefused() throws {
        let model = ReadingList()
        try model.signIn("Ada")
        #expect(throws: ReadingListError.invalidPage(0)) {
            try model.detail(for: SampleBooks.dune).setPage(0)
        }
    }

    // MARK: - On the command line

    @Test func loginProgressAndLogoutOnTheCommandLine() {
        let cli = CommandLineInterface()

        #expect(
            cli.run(arguments: ["progress", "1", "12"]).output == """
                error: Nobody is signed in. Sign in with: swift run ReadingList login <name>
                """
        )
        #expect(cli.run(arguments: ["login", "Ada"]).output == "Signed in as Ada.")
        #expect(
            cli.run(arguments: ["progress", "1", "120"]).output == "Ada is on page 120 of \"Dune\" by Frank Herbert."
        )
        #expect(cli.run(arguments: ["login", "Bob"]).output == "Signed out Ada. Signed in as Bob.")
        #expect(cli.run(arguments: ["logout"]).output == "Signed out Bob.")
        #expect(cli.run(arguments: ["logout"]).output == "Nobody was signed in.")
    }
}
