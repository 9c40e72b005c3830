// expected-error: cannot convert value of type 'String' to expected argument type 'Database'
// Rule: a replacement made asynchronously makes the dependency's type.
import Inject

final class Database: Sendable {}

extension DefaultValues {
    var database: AsyncDefault<Database> { AsyncDefault { Database() } }
}

@MainActor final class NotesModel {
    @Injected(\.database, .shared, .permanent) var database
}

@MainActor func preview() -> NotesModel {
    withInjected(\.database, AsyncDefault(ready: "in memory")) { NotesModel() }
}
