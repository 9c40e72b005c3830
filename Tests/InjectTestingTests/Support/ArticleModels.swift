import Foundation
import Inject

// Models from the BuiltInDependencies article, for its test examples (the article's other models are
// compiled in Tests/InjectTests/Support/BuiltInConsumers.swift).

@MainActor
final class Reminders {
    @Injected(\.now) var now

    func isOverdue(_ due: Date) -> Bool { due < now() }
}

@MainActor
final class Drafts {
    @Injected(\.uuid) var uuid
    var ids: [UUID] = []

    func add() { ids.append(uuid()) }
}
