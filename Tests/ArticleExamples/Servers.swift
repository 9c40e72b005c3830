// What the Servers article's examples take for granted, as an app would declare it. Compiled with
// the article's examples by Scripts/check-article-examples.sh; not a target of the package.
import Inject

protocol TodoRepository: Sendable {
    func titles(for user: String) async -> [String]
}

actor InMemoryTodoRepository: TodoRepository {
    private let seed: [String]
    init(seed: [String] = []) { self.seed = seed }
    func titles(for user: String) -> [String] { seed }
}

struct User: Sendable {
    let name: String
    static let anonymous = User(name: "anonymous")
}

func sendReport() async {}

actor ConnectionPool {
    static func open(url: String, connections: Int) async throws -> ConnectionPool { ConnectionPool() }
}

struct PostgresTodoRepository: TodoRepository {
    let pool: ConnectionPool
    func titles(for user: String) async -> [String] { [] }
}
