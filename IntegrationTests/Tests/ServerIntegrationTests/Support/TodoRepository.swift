/// Where the server keeps each user's to-dos: a dependency the routes get when the app is built.
protocol TodoRepository: Sendable {
    func add(_ title: String, for user: String) async
    func titles(for user: String) async -> [String]
}

/// Keeps to-dos in memory, optionally starting with some for every user.
actor InMemoryTodoRepository: TodoRepository {
    private let seed: [String]
    private var titlesByUser: [String: [String]] = [:]

    init(seed: [String] = []) { self.seed = seed }

    func add(_ title: String, for user: String) {
        titlesByUser[user, default: seed].append(title)
    }

    func titles(for user: String) -> [String] {
        titlesByUser[user] ?? seed
    }
}
