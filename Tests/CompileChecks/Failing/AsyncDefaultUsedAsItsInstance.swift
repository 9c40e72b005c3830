// expected-error: value of type 'AsyncDefault<Database>' has no member 'notes'
// Rule: an injected AsyncDefault is not its instance: its `value` is awaited.
import Inject

final class Database: Sendable {
    func notes() -> [String] { [] }
}

extension DefaultValues {
    var database: AsyncDefault<Database> { AsyncDefault { Database() } }
}

@MainActor final class NotesModel {
    @Injected(\.database, .shared, .permanent) var database

    func load() -> [String] {
        database.notes()
    }
}
