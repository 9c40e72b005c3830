// expected-error: cannot convert value of type 'Database' to expected argument type 'AsyncDefault<Database>'
// Rule: a dependency made asynchronously is replaced with an AsyncDefault of its type, ready or made.
import Inject

final class Database: Sendable {}

extension DefaultValues {
    var database: AsyncDefault<Database> { AsyncDefault { Database() } }
}

@MainActor final class NotesModel {
    @Injected(\.database, .shared, .permanent) var database
}

@MainActor func preview() -> NotesModel {
    withInjected(\.database, Database()) { NotesModel() }
}
