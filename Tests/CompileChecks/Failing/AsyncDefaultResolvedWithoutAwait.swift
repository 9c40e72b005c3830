// expected-error: expression is 'async' but is not marked with 'await'
// Rule: `resolve` of a dependency made asynchronously awaits its instance.
import Inject

final class Database: Sendable {
    func notes() -> [String] { [] }
}

extension DefaultValues {
    var database: AsyncDefault<Database> { AsyncDefault { Database() } }
}

@MainActor func notes() async throws -> [String] {
    let database = try resolve(\.database, .shared, .permanent)
    return database.notes()
}
