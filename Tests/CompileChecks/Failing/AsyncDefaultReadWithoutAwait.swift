// expected-error: property 'value' cannot be accessed from outside of the actor
// Rule: an instance made asynchronously is awaited where it is used.
import Inject

final class Database: Sendable {
    func notes() -> [String] { [] }
}

extension DefaultValues {
    var database: AsyncDefault<Database> { AsyncDefault { Database() } }
}

@MainActor final class NotesModel {
    @Injected(\.database, .shared, .permanent) var database

    func load() async throws -> [String] {
        try database.value.notes()
    }
}
