// Dependencies made asynchronously: one line at the declaration, one `await` at the use, in main-actor
// and actor consumers, with ready and made replacements.
import Foundation
import Inject

final class Database: Sendable {
    static func open(at url: URL) async throws -> Database { Database() }
    func notes() async throws -> [String] { [] }
}

extension DefaultValues {
    var databaseURL: URL { URL(fileURLWithPath: "/tmp/notes.sqlite") }
    var database: AsyncDefault<Database> { AsyncDefault { try await Database.open(at: resolve(\.databaseURL)) } }
    var mainActorMade: AsyncDefault<Database> { AsyncDefault { @MainActor in Database() } }
    var contextual: AsyncDefault<Database> {
        context.choose(
            live: AsyncDefault { try await Database.open(at: resolve(\.databaseURL)) },
            preview: AsyncDefault(ready: Database()),
            test: unimplemented(AsyncDefault(ready: Database()))
        )
    }
    var composed: AsyncDefault<[String]> {
        AsyncDefault { try await resolve(\.database, .shared, .permanent).notes() }
    }
}

@MainActor final class NotesModel: Injectable {
    @Injected(\.database, .shared, .permanent) var database
    var notes: [String] = []

    func load() async throws { notes = try await database.value.notes() }
}

actor Syncer {
    @Injected(\.database, .shared, .permanent) var database

    func sync() async throws -> [String] { try await database.value.notes() }
}

@MainActor func uses() async throws {
    let db = try await resolve(\.database, .shared, .permanent)
    _ = try await db.notes()
    _ = try await resolve(\.database, .permanent)
    _ = try await resolve(\.database, .shared, until: Lease())
    let preview = withInjected(\.database, AsyncDefault(ready: Database())) { NotesModel() }
    try await preview.load()
    let failing = NotesModel().injecting(AsyncDefault { throw CancellationError() }, for: \.database)
    try? await failing.load()
    DefaultValues.override(\.database) { AsyncDefault(ready: Database()) }
    let making: AsyncDefault<Database> = resolve(\.database)
    _ = try await making.value
}
